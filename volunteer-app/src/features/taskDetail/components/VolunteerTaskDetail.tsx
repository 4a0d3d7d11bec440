import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  APPLICATION_SUBMITTED,
  APPLY_CONFIRMATION_TITLE,
  APPLY_FAILED,
  FLEXIBLE_DATE,
  LOADING_TASK,
  TASK_NOT_FOUND_VOLUNTEER,
  WITHDRAW_FAILED,
  withdrawQuestion,
  WITHDRAWN,
  applicantCountLabel,
  applyConfirmationLines,
  formatDate,
  formatTime,
  mayApply,
  parseOptionalTimestamp,
  paths,
  pointsLabel,
  selectRole,
  selectSessionStatus,
  selectSessionUserId,
  volunteerTaskView,
  type OwnApplication,
  type TaskWithRelations,
} from 'shared-domain';
import {
  Avatar,
  BackButton,
  Badge,
  Banner,
  Button,
  Card,
  CalendarIcon,
  ClockIcon,
  EmptyState,
  Loading,
  PinIcon,
  notify,
  useConfirm,
} from 'shared-ui';
import styled from 'styled-components';
import {
  useApplyForTaskMutation,
  useVolunteerTaskQuery,
  useWithdrawApplicationMutation,
} from '../api/taskDetailApi';

/** How long 'Task not found.' stays readable before the screen returns home (SPEC §2). */
const NOT_FOUND_REDIRECT_MS = 2000;

const Page = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.detailWidth};
  margin-inline: auto;
`;

const Organisation = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  overflow-wrap: break-word;
`;

const StatusAnchor = styled.div`
  &:focus {
    outline: none;
  }
`;

const Facts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Fact = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: break-word;
`;

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: break-word;
`;

const Points = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const ApplicationInfo = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ownApplicationOf(task: TaskWithRelations, userId: string | null): OwnApplication | null {
  const own = task.applications.find((application) => application.user_id === userId);
  return own === undefined ? null : { status: own.status, created_at: own.created_at };
}

/** The volunteer's view of one task: its details, their application and Apply or Withdraw (SPEC §2, §4). */
export function VolunteerTaskDetail() {
  const { id = '' } = useParams();
  const sessionStatus = useSelector(selectSessionStatus);
  const userId = useSelector(selectSessionUserId);
  const role = useSelector(selectRole);
  // currentData, not data: another task's details must not show while this one loads.
  const { currentData: task, isError, error } = useVolunteerTaskQuery(id);
  const navigate = useNavigate();

  useEffect(() => {
    // SPEC §8: the load failure is logged, then the volunteer is sent home.
    if (isError) console.error(error);
  }, [isError, error]);

  useEffect(() => {
    if (task !== null) return undefined;
    const timer = setTimeout(
      () => navigate(paths.volunteerHome, { replace: true }),
      NOT_FOUND_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [task, navigate]);

  if (sessionStatus === 'signedOut' || isError)
    return <Navigate to={paths.volunteerHome} replace />;
  if (sessionStatus === 'loading' || task === undefined) {
    return <Loading text={LOADING_TASK} />;
  }
  if (task === null) return <EmptyState text={TASK_NOT_FOUND_VOLUNTEER} />;
  return <TaskDetail task={task} userId={userId} canApply={mayApply(role)} />;
}

function TaskDetail({
  task,
  userId,
  canApply,
}: {
  task: TaskWithRelations;
  userId: string | null;
  canApply: boolean;
}) {
  const [applyForTask] = useApplyForTaskMutation();
  const [withdrawApplication] = useWithdrawApplicationMutation();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const view = volunteerTaskView(task, ownApplicationOf(task, userId), new Date());
  // After Apply the button it was pressed on is gone: focus goes to what replaced it, the banner
  // saying where the application stands, instead of dropping to the page (issue #20).
  const status = useRef<HTMLDivElement>(null);
  const focusStatusWhenShown = useRef(false);
  const bannerShown = view.banner !== null;
  useEffect(() => {
    if (!bannerShown || !focusStatusWhenShown.current) return;
    focusStatusWhenShown.current = false;
    status.current?.focus();
  }, [bannerShown]);
  const date = parseOptionalTimestamp(task.task_date);
  const organisationName = task.organisation?.name ?? '';

  const apply = async () => {
    const lines = applyConfirmationLines({
      ...task,
      hours_required: Number(task.hours_required),
    });
    if (
      !(await confirm(lines.join('\n'), { title: APPLY_CONFIRMATION_TITLE, confirmLabel: 'Apply' }))
    )
      return;
    setBusy(true);
    try {
      await applyForTask(task.id).unwrap();
      notify.success(APPLICATION_SUBMITTED);
      focusStatusWhenShown.current = true;
    } catch (failure) {
      console.error(failure);
      notify.error(APPLY_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const withdraw = async () => {
    // A quiet action, asked once more: withdrawing gives the place away (issue #20).
    if (
      !(await confirm(withdrawQuestion(task.title), {
        confirmLabel: 'Withdraw',
        destructive: true,
      }))
    ) {
      return;
    }
    setBusy(true);
    try {
      await withdrawApplication(task.id).unwrap();
      notify.success(WITHDRAWN);
    } catch (failure) {
      console.error(failure);
      notify.error(WITHDRAW_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page aria-labelledby="task-title">
      <div>
        <BackButton />
      </div>
      <Organisation>
        <Avatar
          src={task.organisation?.logo_url}
          name={organisationName}
          size={48}
          shape="square"
        />
        <span>{organisationName}</span>
      </Organisation>
      <TitleRow>
        <Title id="task-title">{task.title}</Title>
        <Badge tone={view.openBadge === 'Open' ? 'success' : 'neutral'}>{view.openBadge}</Badge>
      </TitleRow>
      {view.banner !== null && (
        <StatusAnchor ref={status} tabIndex={-1}>
          <Banner variant={view.applicationBadge === 'Approved' ? 'approved' : 'applied'} />
        </StatusAnchor>
      )}
      {view.applicationBadge !== null && (
        <ApplicationInfo>
          <Badge tone={view.applicationBadge === 'Approved' ? 'success' : 'info'}>
            {view.applicationBadge}
          </Badge>
          {view.appliedOn !== null && <span>{view.appliedOn}</span>}
        </ApplicationInfo>
      )}
      <Card>
        <Facts>
          <Fact>
            <PinIcon />
            <span>{task.location}</span>
          </Fact>
          <Fact>
            <CalendarIcon />
            <span>{date === null ? FLEXIBLE_DATE : formatDate(date)}</span>
          </Fact>
          {date !== null && (
            <Fact>
              <ClockIcon />
              <span>{formatTime(date)}</span>
            </Fact>
          )}
          <Fact>{applicantCountLabel(task.applicant_count)}</Fact>
        </Facts>
      </Card>
      <Description>{task.description}</Description>
      <Points>{pointsLabel(task.points)}</Points>
      {canApply && view.applyOffered && (
        <Button type="button" $fullWidth disabled={busy} onClick={() => void apply()}>
          Apply
        </Button>
      )}
      {view.withdraw?.kind === 'withdraw' && (
        <div>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => void withdraw()}
          >
            Withdraw
          </Button>
        </div>
      )}
      {view.withdraw?.kind === 'tooLate' && <Muted>{view.withdraw.text}</Muted>}
    </Page>
  );
}
