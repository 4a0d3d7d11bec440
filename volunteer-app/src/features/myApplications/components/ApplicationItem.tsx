import { paths } from 'shared-domain';
import { Button, ChatIcon, TaskCard } from 'shared-ui';
import type { ReactNode } from 'react';
import type { ListedApplication } from './listedApplication';

export interface ApplicationItemProps {
  /** The title's level in the screen's outline: 2 right under the screen's heading. */
  headingLevel?: 2 | 3;
  application: ListedApplication;
  /** The application's status, where the list does not group by it. */
  status?: ReactNode;
  /** Present on approved applications only (SPEC §2). */
  onChat?: () => void;
  chatBusy?: boolean;
}

/**
 * One application on My Tasks: its task as home's card shows it (when, how long, where, points,
 * the organisation's profile), opening the task screen, and Chat when approved.
 */
export function ApplicationItem({
  application,
  status,
  onChat,
  chatBusy = false,
  headingLevel = 3,
}: ApplicationItemProps) {
  const { task } = application;
  const organisationName = task.organisation?.name ?? '';
  return (
    <TaskCard
      title={task.title}
      organisationName={organisationName}
      organisationLogoUrl={task.organisation?.logo_url}
      {...(task.organisation === null
        ? {}
        : { organisationTo: paths.volunteerOrganisation(task.organisation.id) })}
      taskDate={task.task_date}
      timeZone={task.time_zone}
      location={task.location}
      hoursRequired={Number(task.hours_required)}
      points={task.points}
      status={task.status}
      completed={task.completed}
      to={paths.volunteerTask(task.id)}
      badge="none"
      headerBadge={status}
      // Due Soon or Coming Up matters for work still ahead, not for work done or declined.
      showTiming={application.status === 'applied' || application.status === 'approved'}
      headingLevel={headingLevel}
      actions={
        onChat === undefined ? undefined : (
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            disabled={chatBusy}
            aria-label={`Chat with ${organisationName === '' ? 'the organisation' : organisationName}`}
            onClick={onChat}
          >
            <ChatIcon size={18} />
            Chat
          </Button>
        )
      }
    />
  );
}
