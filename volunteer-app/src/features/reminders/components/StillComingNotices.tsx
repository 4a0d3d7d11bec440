import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  CANT_MAKE_IT,
  REMINDER_ANSWER_FAILED,
  REMINDERS_UNAVAILABLE,
  SEE_YOU_THERE,
  STILL_COMING,
  YES_ILL_BE_THERE,
  cantMakeItQuestion,
  paths,
  relativeTaskDate,
  toldOrganisation,
  type OpenReminder,
} from 'shared-domain';
import { Button, Card, LoadError, notify, useConfirm } from 'shared-ui';
import { useAnswerReminderMutation, useOpenRemindersQuery } from '../api/remindersApi';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Notice = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme }) => theme.colors.warning};
`;

const What = styled.div`
  min-width: 0;
  p {
    margin: 0;
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const When = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function ReminderNotice({ reminder }: { reminder: OpenReminder }) {
  const titleId = useId();
  const confirm = useConfirm();
  const [answer] = useAnswerReminderMutation();
  const [busy, setBusy] = useState(false);
  const { task } = reminder;
  const organisation = task.organisation?.name ?? 'the organisation';
  const when = relativeTaskDate(reminder.starts_at, new Date(), {
    timeZone: task.time_zone,
    withTime: task.task_type !== 'ongoing',
  });

  const send = async (coming: boolean) => {
    if (!coming) {
      const sure = await confirm(cantMakeItQuestion(organisation, task.title), {
        title: CANT_MAKE_IT,
        confirmLabel: `Tell ${organisation}`,
      });
      if (!sure) return;
    }
    setBusy(true);
    try {
      await answer({ id: reminder.id, coming }).unwrap();
      notify.success(coming ? SEE_YOU_THERE : toldOrganisation(organisation));
    } catch {
      notify.error(REMINDER_ANSWER_FAILED);
      setBusy(false);
    }
  };

  return (
    <li>
      <Notice>
        <What>
          <p id={titleId}>
            <Link to={paths.volunteerTask(task.id)}>{task.title}</Link>
          </p>
          <When>{[when, task.location, organisation].filter((part) => part).join(' · ')}</When>
        </What>
        <Buttons>
          <Button
            type="button"
            $size="sm"
            disabled={busy}
            aria-describedby={titleId}
            onClick={() => void send(true)}
          >
            {YES_ILL_BE_THERE}
          </Button>
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            disabled={busy}
            aria-describedby={titleId}
            onClick={() => void send(false)}
          >
            {CANT_MAKE_IT}
          </Button>
        </Buttons>
      </Notice>
    </li>
  );
}

/**
 * "Still coming?": the reminders the volunteer has not answered (24 hours and 2 hours before an
 * approved task, issue #21), all of them or those of one task. Nothing when there are none.
 */
export function StillComingNotices({ taskId }: { taskId?: string }) {
  const headingId = useId();
  const { data, isError, isFetching, isLoading, refetch } = useOpenRemindersQuery();
  // Most visits have no reminder, so nothing takes room meanwhile; but the screen is not settled
  // until it is known whether one goes above the list.
  if (isLoading) return null;
  if (isError) {
    return (
      <LoadError
        message={REMINDERS_UNAVAILABLE}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  const reminders = (data ?? []).filter(
    (reminder) => taskId === undefined || reminder.task.id === taskId,
  );
  if (reminders.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{STILL_COMING}</Heading>
      <List>
        {reminders.map((reminder) => (
          <ReminderNotice key={reminder.id} reminder={reminder} />
        ))}
      </List>
    </Section>
  );
}
