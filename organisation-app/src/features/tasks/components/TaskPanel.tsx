import { memo } from 'react';
import { Link } from 'react-router-dom';
import {
  paths,
  pointsLabel,
  TASK_FULL_HINT,
  taskDisplayState,
  type OrganisationTask,
} from 'shared-domain';
import { TaskStateBadge, TaskWhenWhere } from 'shared-ui';
import styled from 'styled-components';
import { ApplicantList } from './ApplicantList';
import { ApplicationCounts } from './ApplicationCounts';
import { TaskOwnerMenu } from './TaskOwnerMenu';

const Panel = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const TitleBlock = styled.div`
  display: grid;
  flex: 1;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: break-word;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Points = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.warning};
`;

const Hint = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Applicants = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * One own task with everything My Tasks does with it (SPEC §2): its state, when and where, the
 * applications by status, the applicants with their decisions, and Edit and Delete (until it is
 * completed) in its menu. The title opens the task's page. Memoised: My Tasks is rendered again
 * whenever one of its reads changes state (a store update, which React renders at once and in one
 * piece), and a task whose row is the same is not rendered again (issue #18, Total Blocking Time).
 */
export const TaskPanel = memo(function TaskPanel({ task }: { task: OrganisationTask }) {
  const headingId = `task-panel-${task.id}`;

  return (
    <Panel aria-labelledby={headingId}>
      <Top>
        <TitleBlock>
          <Title id={headingId}>
            <Link to={paths.organisationTask(task.id)}>{task.title}</Link>
          </Title>
          <Meta>
            <TaskStateBadge status={task.status} completed={task.completed} />
            <Points>{pointsLabel(task.points)}</Points>
          </Meta>
          <TaskWhenWhere
            taskDate={task.task_date}
            timeZone={task.time_zone}
            location={task.location}
          />
        </TitleBlock>
        <TaskOwnerMenu task={task} />
      </Top>
      {taskDisplayState(task) === 'Pending' && <Hint>{TASK_FULL_HINT}</Hint>}
      <ApplicationCounts task={task} />
      <Applicants>
        <ApplicantList
          key={task.id}
          task={task}
          preview={task.applicants}
          total={task.applicant_count}
          emptyText="No applicants yet."
        />
      </Applicants>
    </Panel>
  );
});
