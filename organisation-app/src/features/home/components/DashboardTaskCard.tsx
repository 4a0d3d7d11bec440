import { Link } from 'react-router-dom';
import {
  paths,
  pointsLabel,
  taskDisplayState,
  type OrganisationTask,
  type TaskDisplayState,
  taskDateText,
} from 'shared-domain';
import { Badge, type BadgeTone } from 'shared-ui';
import styled from 'styled-components';

const stateTones: Record<TaskDisplayState, BadgeTone> = {
  Open: 'success',
  Pending: 'warning',
  Completed: 'neutral',
};

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

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(88px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    min-width: 0;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: break-word;
  }
`;

/** The date and start time read on one line beside the shorter figures. */
const DateFigure = styled.div`
  grid-column: span 2;
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
  const state = taskDisplayState(task);
  return (
    <Article aria-labelledby={`dashboard-task-${task.id}`}>
      <Header>
        <h2 id={`dashboard-task-${task.id}`}>
          <Link to={paths.organisationTask(task.id)}>{task.title}</Link>
        </h2>
        <Badge tone={stateTones[state]}>{state}</Badge>
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
        <DateFigure>
          <dt>Date</dt>
          <dd>{taskDateText(task)}</dd>
        </DateFigure>
      </Figures>
    </Article>
  );
}
