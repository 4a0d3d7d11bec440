import { Link } from 'react-router-dom';
import { paths, pointsLabel, type OrganisationTask, taskDateText } from 'shared-domain';
import { TaskStateBadge } from 'shared-ui';
import styled from 'styled-components';

const Article = styled.article`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: break-word;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

// The same figures as a quiet row of label and value, as the task panels of My Tasks show theirs:
// one card style for a task wherever it appears (issue #19).
const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/**
 * One own task on the dashboard (SPEC §2 dashboard variant): its applications, points, capacity,
 * date and hours at a glance, the title opening the task.
 */
export function DashboardTaskCard({
  task,
}: {
  task: Pick<
    OrganisationTask,
    | 'id'
    | 'title'
    | 'status'
    | 'completed'
    | 'applicant_count'
    | 'points'
    | 'capacity'
    | 'hours_required'
    | 'task_date'
    | 'task_type'
  >;
}) {
  return (
    <Article aria-labelledby={`dashboard-task-${task.id}`}>
      <Header>
        <h2 id={`dashboard-task-${task.id}`}>
          <Link to={paths.organisationTask(task.id)}>{task.title}</Link>
        </h2>
        <TaskStateBadge status={task.status} completed={task.completed} />
      </Header>
      <Figures>
        <div>
          <dt>Applications</dt>
          <dd>{task.applicant_count}</dd>
        </div>
        <div>
          <dt>Points</dt>
          <dd>{pointsLabel(task.points)}</dd>
        </div>
        <div>
          <dt>Capacity</dt>
          <dd>{task.capacity}</dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>{task.hours_required}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{taskDateText(task)}</dd>
        </div>
      </Figures>
    </Article>
  );
}
