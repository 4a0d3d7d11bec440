import type { TaskWithRelations } from 'shared-domain';
import styled from 'styled-components';
import type { ApplicantDirectory } from '../api/tasksApi';
import { ApplicantRow } from './ApplicantRow';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The applicants of an own task, each with their row of decisions. */
export function ApplicantList({
  task,
  applicants,
}: {
  task: TaskWithRelations;
  applicants: ApplicantDirectory;
}) {
  if (task.applications.length === 0) return null;
  return (
    <List aria-label={`Applicants for ${task.title}`}>
      {task.applications.map((application) => (
        <ApplicantRow
          key={application.id}
          taskId={task.id}
          taskCompleted={task.completed}
          application={application}
          applicant={applicants[application.user_id]}
        />
      ))}
    </List>
  );
}
