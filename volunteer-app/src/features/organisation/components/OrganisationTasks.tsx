import {
  fullMarker,
  LOADING_TASKS,
  MORE_TASKS_LOAD_FAILED,
  NO_ORGANISATION_TASKS,
  NO_TASK_FILTERS,
  ORGANISATION_TASKS_HEADING,
  ORGANISATION_TASKS_LOAD_FAILED,
  paths,
  SHOW_MORE_TASKS,
  taskCardApplyAction,
} from 'shared-domain';
import { Badge, CardGrid, PagedList, TaskCard } from 'shared-ui';
import styled from 'styled-components';
import { useOpenTasksInfiniteQuery } from '../../../shared/api/openTasksApi';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0;
  }
`;

/**
 * An organisation's open tasks on its page, followed or not (issue #44): earliest first, full ones
 * marked Full; each opens the task, where the volunteer applies or joins its waitlist.
 */
export function OrganisationTasks({ organisationId }: { organisationId: string }) {
  const query = useOpenTasksInfiniteQuery({
    search: '',
    sort: 'earliest',
    filters: { ...NO_TASK_FILTERS, organisationId },
  });
  const tasks = query.data?.pages.flatMap((page) => page.rows);
  return (
    <Section aria-labelledby="organisation-tasks-heading">
      <h2 id="organisation-tasks-heading">{ORGANISATION_TASKS_HEADING}</h2>
      <PagedList
        pages={query}
        rows={tasks}
        loading={query.isUninitialized}
        loadingText={LOADING_TASKS}
        emptyText={NO_ORGANISATION_TASKS}
        failedMessage={ORGANISATION_TASKS_LOAD_FAILED}
        moreLabel={SHOW_MORE_TASKS}
        moreFailedMessage={MORE_TASKS_LOAD_FAILED}
      >
        {(rows) => (
          <CardGrid>
            {rows.map((task) => {
              const full = fullMarker(task);
              const action = taskCardApplyAction(task, task.my_application_status !== null);
              return (
                <li key={task.id}>
                  <TaskCard
                    title={task.title}
                    organisationName={task.organisation_name}
                    organisationLogoUrl={task.organisation_logo_url}
                    taskDate={task.task_date}
                    timeZone={task.time_zone}
                    location={task.location}
                    hoursRequired={task.hours_required}
                    points={task.points}
                    capacity={task.capacity}
                    placesTaken={task.places_taken}
                    status={task.status}
                    completed={false}
                    to={paths.volunteerTask(task.id)}
                    badge="none"
                    headerBadge={full === null ? undefined : <Badge tone="warning">{full}</Badge>}
                    actions={
                      'label' in action ? <Badge tone="info">{action.label}</Badge> : undefined
                    }
                  />
                </li>
              );
            })}
          </CardGrid>
        )}
      </PagedList>
    </Section>
  );
}
