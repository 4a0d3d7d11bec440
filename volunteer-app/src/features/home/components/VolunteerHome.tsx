import { useEffect } from 'react';
import { LOADING_TASKS, NO_OPEN_TASKS } from 'shared-domain';
import { EmptyState, Loading, TaskCard } from 'shared-ui';
import styled from 'styled-components';
import { useOpenTasks } from '../api/openTasksApi';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const List = styled.ul`
  display: grid;
  /* minmax(0, …) lets a card shrink to a phone's width instead of growing to its content. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The volunteer's home: open tasks of the organisations they follow (SPEC §2). */
export function VolunteerHome() {
  const { data: tasks = [], isUninitialized, isLoading, isError, error } = useOpenTasks();
  useEffect(() => {
    // SPEC §8: backend errors other than the quoted ones are logged; the list shows empty.
    if (isError) console.error(error);
  }, [isError, error]);

  return (
    <section aria-labelledby="volunteer-home-heading">
      <Heading id="volunteer-home-heading">Open tasks</Heading>
      {isUninitialized || isLoading ? (
        <Loading text={LOADING_TASKS} />
      ) : tasks.length === 0 ? (
        <EmptyState text={NO_OPEN_TASKS} />
      ) : (
        <List>
          {tasks.map((task) => (
            <li key={task.id}>
              <TaskCard
                title={task.title}
                organisationName={task.organisation_name}
                organisationLogoUrl={task.organisation_logo_url}
                taskDate={task.task_date}
                location={task.location}
                points={task.points}
                applicantCount={task.applicant_count}
                status={task.status}
                completed={false}
                to={`/volunteer/task/${task.id}`}
                badge="openClosed"
                headingLevel={2}
              />
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
