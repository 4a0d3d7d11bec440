import { useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import {
  applicantActions,
  applicationStatusLabel,
  DONE_LABEL,
  paths,
  selectActingUserId,
  TASK_FULL_REASON,
  BOOKED_ELSEWHERE,
  CONFIRMED_COMING,
  MAY_NOT_COME,
  approvedUndoable,
  decisionFailed,
  doneQuestion,
  doneUndoable,
  rejectedUndoable,
  rejectQuestion,
  type ApplicationStatus,
  type TaskApplicant,
} from 'shared-domain';
import { Avatar, Badge, Button, ChatIcon, useConfirm, type BadgeTone } from 'shared-ui';
import styled from 'styled-components';
import { tasksApi } from '../api/tasksApi';
import { decide, useDecision } from '../pendingDecisions';

type Props = {
  taskId: string;
  taskCompleted: boolean;
  /** Every place is taken (the task is filled): Approve is shown, disabled, with the reason. */
  taskFull: boolean;
  /** What Done credits: said in its question. */
  taskPoints: number;
  /** The application with the applicant's name and photo. */
  application: TaskApplicant;
};

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
  }
`;

const Person = styled(Link)`
  display: inline-flex;
  flex: 1 1 160px;
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  overflow-wrap: break-word;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Reason = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const statusTones: Record<ApplicationStatus, BadgeTone> = {
  applied: 'info',
  approved: 'success',
  rejected: 'danger',
  completed: 'neutral',
};

/** One applicant of an own task with the decisions SPEC §4 allows in its current state. */
export function ApplicantRow({ taskId, taskCompleted, taskFull, taskPoints, application }: Props) {
  const [approveApplication] = tasksApi.useApproveApplicationMutation();
  const [rejectApplication] = tasksApi.useRejectApplicationMutation();
  const [markApplicationDone] = tasksApi.useMarkApplicationDoneMutation();
  const [openChat] = tasksApi.useOpenChatMutation();
  const navigate = useNavigate();
  const orgId = useSelector(selectActingUserId);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  // A decision waiting for its Undo window, or on its way: the row shows what it will be.
  const decision = useDecision(application.id);
  const status = decision?.status ?? application.status;
  const deciding = decision !== undefined;
  const actions = applicantActions(status, { completed: taskCompleted });
  const { name } = application;
  const reasonId = useId();
  const approveBlocked = actions.approve && taskFull;

  // SPEC §8: approve, reject and done failures are only logged.
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  const held = { applicationId: application.id, taskId, from: application.status };
  // Approve, Reject and Done wait UNDO_WINDOW_MS with Undo on offer before they are sent (#44).
  const approve = () =>
    decide(held, 'approve', () => approveApplication(application.id).unwrap(), {
      undoable: approvedUndoable(name),
      failed: decisionFailed(name),
    });
  const reject = async () => {
    if (!(await confirm(rejectQuestion(name), { confirmLabel: 'Reject', destructive: true })))
      return;
    decide(held, 'reject', () => rejectApplication(application.id).unwrap(), {
      undoable: rejectedUndoable(name),
      failed: decisionFailed(name),
    });
  };
  const done = async () => {
    if (!(await confirm(doneQuestion(name, taskPoints), { confirmLabel: 'Mark as done' }))) return;
    decide(held, 'done', () => markApplicationDone(application.id).unwrap(), {
      undoable: doneUndoable(name),
      failed: decisionFailed(name),
    });
    navigate(paths.organisationReview(taskId, application.user_id));
  };
  const chat = () =>
    run(async () => {
      if (orgId === null) return;
      const { chat: opened, created } = await openChat({
        orgId,
        volunteerId: application.user_id,
        taskId,
      }).unwrap();
      navigate(created ? paths.newChat(opened.id) : paths.chat(opened.id));
    });

  return (
    <Row aria-label={name}>
      <Person to={paths.organisationApplicant(application.user_id)}>
        <Avatar src={application.profile_url} name={name} size={36} />
        <span>{name}</span>
      </Person>
      {actions.doneLabel ? (
        <Badge tone="success">{DONE_LABEL}</Badge>
      ) : (
        <Badge tone={statusTones[status]}>{applicationStatusLabel(status)}</Badge>
      )}
      {application.booked_elsewhere && (status === 'applied' || status === 'approved') && (
        <Badge tone="warning">{BOOKED_ELSEWHERE}</Badge>
      )}
      {/* The volunteer's answer to "Still coming?" (issue #21), while it still matters. */}
      {status === 'approved' && application.attendance === 'may_not_come' && (
        <Badge tone="danger">{MAY_NOT_COME}</Badge>
      )}
      {status === 'approved' && application.attendance === 'coming' && (
        <Badge tone="success">{CONFIRMED_COMING}</Badge>
      )}
      <Buttons>
        {actions.approve && (
          <Button
            type="button"
            disabled={busy || deciding || approveBlocked}
            aria-describedby={approveBlocked ? reasonId : undefined}
            onClick={() => void approve()}
          >
            Approve
          </Button>
        )}
        {actions.reject && (
          <Button
            type="button"
            $variant="secondary"
            disabled={busy || deciding}
            onClick={() => void reject()}
          >
            Reject
          </Button>
        )}
        {actions.done && (
          <Button
            type="button"
            disabled={busy || decision?.sending === false}
            onClick={() => void done()}
          >
            Done
          </Button>
        )}
        <Button
          type="button"
          $variant="ghost"
          disabled={busy}
          aria-label={`Chat with ${name}`}
          onClick={() => void chat()}
        >
          <ChatIcon size={20} />
          Chat
        </Button>
      </Buttons>
      {approveBlocked && <Reason id={reasonId}>{TASK_FULL_REASON}</Reason>}
    </Row>
  );
}
