import {
  applicantCountLabel,
  durationText,
  FLEXIBLE_DATE,
  pointsLabel,
  relativeTaskDate,
  spotsLeftText,
  taskDisplayState,
  taskOpenBadge,
  taskTimingLabel,
  type TaskDisplayState,
  type TaskTimingLabel,
} from 'shared-domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '../avatar/Avatar';
import { Badge, type BadgeTone } from '../badge/Badge';
import { CalendarIcon, ClockIcon, PinIcon, StarIcon, UsersIcon } from '../icons/icons';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

export interface TaskCardProps {
  title: string;
  organisationName: string;
  organisationLogoUrl?: string | null;
  /** The task's timestamp; undated tasks read 'Flexible'. */
  taskDate: string | null;
  /** The task's own zone (tasks.time_zone): its time shows there, named where the viewer's differs. */
  timeZone?: string | null;
  location?: string | null;
  points: number;
  /** '{n} applied' or 'Be the first to apply!'; left out when not given. */
  applicantCount?: number;
  /** true = filled/closed (SPEC §3). */
  status: boolean;
  completed: boolean;
  /** Where the card opens; the title becomes a link that covers the card. */
  to?: string;
  /**
   * 'displayState' shows Completed/Pending/Open (organisation views); 'openClosed' shows Open/Closed;
   * 'none' shows no state (a list of open tasks, where every card would say Open).
   */
  badge?: 'displayState' | 'openClosed' | 'none';
  /** How long the task takes ('3 hrs'). */
  hoursRequired?: number | null;
  /** With `placesTaken`: '2 of 4 spots left' beside the applicant count. */
  capacity?: number | null;
  placesTaken?: number;
  /** The organisation's profile: its name becomes a link above the card's own. */
  organisationTo?: string;
  /** Why the task is shown where it is ('Suits your interest in Environment'). */
  reason?: string | null;
  /** Shown instead of the state badge: the volunteer's application status, say. */
  headerBadge?: ReactNode;
  /** Whether the timing label (Due Soon…) shows: not for work that is over or was declined. */
  showTiming?: boolean;
  /** Reference time for the timing label; the current time when absent. */
  now?: Date;
  /** Apply / 'Applied', Edit, Delete: rendered above the card's link so they stay clickable. */
  actions?: ReactNode;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 2 | 3;
}

const stateTones: Record<TaskDisplayState | 'Closed', BadgeTone> = {
  Open: 'success',
  Pending: 'warning',
  Completed: 'neutral',
  Closed: 'neutral',
};

const timingTones: Record<TaskTimingLabel, BadgeTone> = {
  'Past Due': 'danger',
  'Due Soon': 'warning',
  'Coming Up': 'info',
  'Future Task': 'primary',
};

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.transitions.fast};

  &:has(a:hover) {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  /* The title link covers the card, so the card shows the link's focus ring. */
  &:has(a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const OrganisationName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: break-word;
`;

const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:focus-visible {
    outline: none;
  }
`;

const Details = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Detail = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  overflow-wrap: break-word;
`;

// At the card's foot, so points and buttons line up across a row of cards of one height.
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

const Points = styled.span`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Applicants = styled.span`
  display: inline-flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `0 ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Spots = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const OrganisationLink = styled(Link)`
  position: relative;
  z-index: 1;
  color: inherit;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Reason = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface TaskWhenWhereProps {
  taskDate: string | null;
  /** The task's own zone: its time shows there, named where the viewer's clock differs. */
  timeZone?: string | null;
  location?: string | null;
  hoursRequired?: number | null;
  /** Reference time for 'Today' and 'Tomorrow'; the current time when absent. */
  now?: Date;
}

/**
 * A task's start ('Tomorrow, 10:00', the weekday within a week, else the date; 'Flexible' when
 * undated), its length and its place, each with its icon.
 */
export function TaskWhenWhere({
  taskDate,
  timeZone,
  location,
  hoursRequired,
  now = new Date(),
}: TaskWhenWhereProps) {
  const when = relativeTaskDate(taskDate, now, { timeZone });
  const duration = durationText(hoursRequired);
  return (
    <Details>
      <Detail>
        <CalendarIcon size={16} />
        <VisuallyHidden>When: </VisuallyHidden>
        <span>{when ?? FLEXIBLE_DATE}</span>
      </Detail>
      {duration !== null && (
        <Detail>
          <ClockIcon size={16} />
          <VisuallyHidden>How long: </VisuallyHidden>
          <span>{duration}</span>
        </Detail>
      )}
      {location !== null && location !== undefined && location !== '' && (
        <Detail>
          <PinIcon size={16} />
          <VisuallyHidden>Location: </VisuallyHidden>
          <span>{location}</span>
        </Detail>
      )}
    </Details>
  );
}

/** SPEC §4's state of an organisation's task (Completed, Pending, Open) as a badge. */
export function TaskStateBadge({ status, completed }: { status: boolean; completed: boolean }) {
  const state = taskDisplayState({ status, completed });
  return <Badge tone={stateTones[state]}>{state}</Badge>;
}

export function TaskCard({
  title,
  organisationName,
  organisationLogoUrl,
  taskDate,
  timeZone,
  location,
  points,
  applicantCount,
  status,
  completed,
  to,
  badge = 'displayState',
  now = new Date(),
  actions,
  headingLevel = 3,
  hoursRequired,
  capacity,
  placesTaken,
  organisationTo,
  reason,
  headerBadge,
  showTiming = true,
}: TaskCardProps) {
  const state =
    badge === 'none'
      ? null
      : badge === 'openClosed'
        ? taskOpenBadge(status)
        : taskDisplayState({ status, completed });
  const timing = completed || !showTiming ? null : taskTimingLabel(taskDate, now);
  const spots = placesTaken === undefined ? null : spotsLeftText(capacity, placesTaken);

  return (
    <Article>
      <Header>
        <Avatar src={organisationLogoUrl} name={organisationName} size={32} shape="square" />
        <OrganisationName>
          {organisationTo === undefined ? (
            organisationName
          ) : (
            <OrganisationLink to={organisationTo}>{organisationName}</OrganisationLink>
          )}
        </OrganisationName>
        {headerBadge ?? (state !== null && <Badge tone={stateTones[state]}>{state}</Badge>)}
      </Header>
      <Title as={`h${headingLevel}`}>
        {to === undefined ? title : <TitleLink to={to}>{title}</TitleLink>}
      </Title>
      <TaskWhenWhere
        taskDate={taskDate}
        timeZone={timeZone}
        location={location}
        hoursRequired={hoursRequired}
        now={now}
      />
      {reason !== null && reason !== undefined && (
        <Reason>
          <StarIcon size={16} />
          {reason}
        </Reason>
      )}
      <Footer>
        <Points>{pointsLabel(points)}</Points>
        <Applicants>
          {applicantCount !== undefined && <span>{applicantCountLabel(applicantCount)}</span>}
          {spots !== null && (
            <Spots>
              <UsersIcon size={14} />
              {spots}
            </Spots>
          )}
        </Applicants>
        {timing !== null && <Badge tone={timingTones[timing]}>{timing}</Badge>}
      </Footer>
      {actions !== undefined && <Actions>{actions}</Actions>}
    </Article>
  );
}
