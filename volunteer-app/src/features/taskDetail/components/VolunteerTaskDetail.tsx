import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  APPLICATION_SUBMITTED,
  APPLY_FAILED,
  CHAT_OPEN_FAILED,
  FLEXIBLE_DATE,
  LOADING_TASK,
  TASK_NOT_FOUND_VOLUNTEER,
  WITHDRAW_FAILED,
  withdrawQuestion,
  WITHDRAWN,
  applicantCountLabel,
  directionsUrl,
  durationText,
  relativeTaskDate,
  spotsLeftText,
  calendarFileName,
  CALENDAR_DOWNLOAD_FAILED,
  formatDate,
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
  ChatIcon,
  ClockIcon,
  mediumUp,
  UsersIcon,
  VisuallyHidden,
  EmptyState,
  Loading,
  PinIcon,
  notify,
  useConfirm,
} from 'shared-ui';
import styled from 'styled-components';
import {
  useLazyTaskCalendarQuery,
  useVolunteerTaskQuery,
  useWithdrawApplicationMutation,
} from '../api/taskDetailApi';
import { useConfirmedApply } from '../../../shared/hooks/useConfirmedApply';
import { useOpenApplicationChatMutation } from '../../../shared/api/applicationChatApi';

/** How long 'Task not found.' stays readable before the screen returns home (SPEC §2). */
const NOT_FOUND_REDIRECT_MS = 2000;

const Page = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.detailWidth};
  margin-inline: auto;
`;

const Organisation = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: start;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.minTarget};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  &:hover span {
    text-decoration: underline;
  }
`;

/* On a phone the message goes full width and the other two share a row; in a line beyond. */
// Side by side where both fit on one line each, else one a row (issue #44: 'Add to calendar'
// wrapped inside its button at 390 px).
const NextSteps = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11.5rem), 1fr));
  gap: ${({ theme }) => theme.space.sm};

  & > * {
    white-space: nowrap;
  }

  & > :first-child {
    grid-column: 1 / -1;
  }

  ${mediumUp} {
    display: flex;
    flex-wrap: wrap;
  }
`;

const Interests = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/* Apply is the page's one main action: the whole width on a phone, a button beside the text beyond. */
const ApplyButton = styled(Button)`
  width: 100%;

  ${mediumUp} {
    width: auto;
    justify-self: start;
    min-width: 12rem;
  }
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
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

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

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ownApplicationOf(task: TaskWithRelations, userId: string | null): OwnApplication | null {
  const own = task.applications.find((application) => application.user_id === userId);
  return own === undefined ? null : { status: own.status, created_at: own.created_at };
}

/** What the app's task page composes into this screen from other features. */
export interface TaskDetailParts {
  /** The task's waitlist: joining it when full, or the place it offered (the waitlist feature). */
  Waitlist: ComponentType<{ taskId: string; full: boolean; applied: boolean; timeZone: string }>;
  /** "Still coming?" for this task once approved (the reminders feature). */
  StillComing: ComponentType<{ taskId: string }>;
}

/** The volunteer's view of one task: its details, their application and Apply or Withdraw (SPEC §2, §4). */
export function VolunteerTaskDetail({ Waitlist, StillComing }: TaskDetailParts) {
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
  return (
    <TaskDetail
      task={task}
      userId={userId}
      canApply={mayApply(role)}
      Waitlist={Waitlist}
      StillComing={StillComing}
    />
  );
}

function TaskDetail({
  task,
  userId,
  canApply,
  Waitlist,
  StillComing,
}: TaskDetailParts & {
  task: TaskWithRelations;
  userId: string | null;
  canApply: boolean;
}) {
  const confirmedApply = useConfirmedApply();
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
  // After Withdraw its button is gone and Apply is back: focus goes to Apply.
  const applyButton = useRef<HTMLButtonElement>(null);
  const focusApplyWhenShown = useRef(false);
  const applyShown = canApply && view.applyOffered;
  useEffect(() => {
    if (!applyShown || !focusApplyWhenShown.current) return;
    focusApplyWhenShown.current = false;
    applyButton.current?.focus();
  }, [applyShown]);
  const date = parseOptionalTimestamp(task.task_date);
  const organisationName = task.organisation?.name ?? '';
  const placesTaken = task.places_taken ?? 0;
  const [openApplicationChat] = useOpenApplicationChatMutation();
  const [chatBusy, setChatBusy] = useState(false);
  const navigate = useNavigate();

  const [readCalendar] = useLazyTaskCalendarQuery();
  const [calendarBusy, setCalendarBusy] = useState(false);
  // The database writes the file (task_calendar, one writer with the calendar feed); it is saved
  // under the task's name.
  const addToCalendar = async () => {
    setCalendarBusy(true);
    try {
      const text = await readCalendar(task.id).unwrap();
      if (text === null) return;
      const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = calendarFileName(task.title);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (failure) {
      console.error(failure);
      notify.error(CALENDAR_DOWNLOAD_FAILED);
    } finally {
      setCalendarBusy(false);
    }
  };

  const messageOrganisation = async () => {
    if (userId === null) return;
    setChatBusy(true);
    try {
      const chatId = await openApplicationChat({
        orgId: task.user_id,
        volunteerId: userId,
        taskId: task.id,
      }).unwrap();
      navigate(paths.chat(chatId));
    } catch (failure) {
      console.error(failure);
      notify.error(CHAT_OPEN_FAILED);
      setChatBusy(false);
    }
  };

  const apply = async () => {
    try {
      const applied = await confirmedApply(
        { ...task, hours_required: Number(task.hours_required), places_taken: placesTaken },
        { submitted: APPLICATION_SUBMITTED, failed: APPLY_FAILED },
        () => setBusy(true),
      );
      if (applied) focusStatusWhenShown.current = true;
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
      focusApplyWhenShown.current = true;
    } catch (failure) {
      console.error(failure);
      notify.error(WITHDRAW_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const directions = directionsUrl(task.location);
  const inZone = { timeZone: task.time_zone };
  const when = relativeTaskDate(task.task_date, new Date(), inZone);
  const duration = durationText(Number(task.hours_required));
  const spots = spotsLeftText(task.capacity, placesTaken);
  const approved = view.applicationBadge === 'Approved';

  return (
    <Page aria-labelledby="task-title">
      <div>
        <BackButton />
      </div>
      {task.organisation !== null && (
        <Organisation to={paths.volunteerOrganisation(task.organisation.id)}>
          <Avatar
            src={task.organisation.logo_url}
            name={organisationName}
            size={48}
            shape="square"
          />
          <span>{organisationName}</span>
        </Organisation>
      )}
      <TitleRow>
        <Title id="task-title">{task.title}</Title>
        {/* The task's own state (SPEC §2), then where the volunteer's application stands (§4). */}
        <Badge tone={view.openBadge === 'Open' ? 'success' : 'neutral'}>{view.openBadge}</Badge>
        {view.applicationBadge !== null && (
          <Badge tone={approved ? 'success' : 'info'}>{view.applicationBadge}</Badge>
        )}
      </TitleRow>
      {view.banner !== null && (
        <StatusAnchor ref={status} tabIndex={-1}>
          <Banner variant={approved ? 'approved' : 'applied'} />
          {view.appliedOn !== null && <Muted>{view.appliedOn}</Muted>}
        </StatusAnchor>
      )}
      {/* A place offered from the waitlist is the news of an application still applied. */}
      {canApply && view.applicationBadge === 'Applied' && (
        <Waitlist taskId={task.id} full={false} applied timeZone={task.time_zone} />
      )}
      {approved && <StillComing taskId={task.id} />}
      {approved && (
        <NextSteps aria-label="Next steps">
          <Button
            type="button"
            disabled={chatBusy}
            aria-label={`Message ${organisationName}`}
            onClick={() => void messageOrganisation()}
          >
            <ChatIcon size={20} />
            Message
          </Button>
          {task.task_date !== null && (
            <Button
              type="button"
              $variant="secondary"
              disabled={calendarBusy}
              onClick={() => void addToCalendar()}
            >
              <CalendarIcon size={20} />
              Add to calendar
            </Button>
          )}
          {directions !== null && (
            <Button as="a" $variant="secondary" href={directions} target="_blank" rel="noreferrer">
              <PinIcon size={20} />
              Directions
            </Button>
          )}
        </NextSteps>
      )}
      <Card>
        <Facts>
          <Fact>
            <CalendarIcon />
            <VisuallyHidden>When: </VisuallyHidden>
            <span>
              {when ?? FLEXIBLE_DATE}
              {date !== null && !(when ?? '').startsWith(formatDate(date, inZone)) && (
                <Muted as="span"> · {formatDate(date, inZone)}</Muted>
              )}
            </span>
          </Fact>
          {duration !== null && (
            <Fact>
              <ClockIcon />
              <VisuallyHidden>How long: </VisuallyHidden>
              <span>{duration}</span>
            </Fact>
          )}
          <Fact>
            <PinIcon />
            <VisuallyHidden>Location: </VisuallyHidden>
            <span>{task.location}</span>
          </Fact>
          <Fact>
            <UsersIcon />
            <span>
              {applicantCountLabel(task.applicant_count)}
              {spots !== null && ` · ${spots}`}
            </span>
          </Fact>
        </Facts>
        {task.interests.length > 0 && (
          <Interests aria-label="Suits">
            {task.interests.map((interest) => (
              <li key={interest}>{interest}</li>
            ))}
          </Interests>
        )}
      </Card>
      <Description>{task.description}</Description>
      <Points>{pointsLabel(task.points)}</Points>
      {canApply && view.applyOffered && (
        <ApplyButton ref={applyButton} type="button" disabled={busy} onClick={() => void apply()}>
          Apply
        </ApplyButton>
      )}
      {canApply && view.waitlistOffered && (
        <Waitlist taskId={task.id} full applied={false} timeZone={task.time_zone} />
      )}
      {view.withdraw?.kind === 'withdraw' && (
        <div>
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
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
