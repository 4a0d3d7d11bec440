import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  canSeeApplicants,
  isOngoingTask,
  LOADING_TASK,
  paths,
  pointsLabel,
  selectActingUserId,
  showsCompletedBanner,
  taskOpenBadge,
  TASK_NOT_FOUND_ORGANISATION,
  taskDateText,
} from 'shared-domain';
import {
  Avatar,
  BackButton,
  Badge,
  Banner,
  Card,
  EmptyState,
  Loading,
  PageColumn,
} from 'shared-ui';
import styled from 'styled-components';
import { tasksApi } from '../api/tasksApi';
import { TaskHistory } from './TaskHistory';
import { ApplicantList } from './ApplicantList';
import { TaskWaitlist } from './TaskWaitlist';
import { TaskOwnerMenu } from './TaskOwnerMenu';
import { Facts } from 'shared-ui';
import { Heading } from '../../../layout/formLayout';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

const OwnerActions = styled.div`
  margin-left: auto;
`;

/** What the completed banner can truly say: how many reviews the task's volunteers have had. */
function reviewedText(reviewCount: number): string {
  return reviewCount === 1 ? '1 volunteer reviewed.' : `${reviewCount} volunteers reviewed.`;
}

const Completed = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Organisation = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0;
`;

const ProfileLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

/** Task detail for organisations (SPEC §2): details, the organisation, applicants for the owner. */
export function TaskDetail() {
  const { id } = useParams();
  const viewerId = useSelector(selectActingUserId);
  const navigate = useNavigate();
  const detail = tasksApi.useTaskDetailQuery(id ?? skipToken);

  if (detail.isLoading) return <Loading text={LOADING_TASK} />;
  if (detail.data === undefined || detail.data === null) {
    return (
      <>
        <BackButton />
        <EmptyState text={TASK_NOT_FOUND_ORGANISATION} />
      </>
    );
  }
  const { task, reviewCount } = detail.data;
  const owner = canSeeApplicants(task, viewerId);
  const organisationName = task.organisation?.name ?? '';

  return (
    <PageColumn as="article" $width="detail" aria-labelledby="task-detail-heading">
      <BackButton />
      <Header>
        <Heading as="h1" id="task-detail-heading">
          {task.title}
        </Heading>
        <Badge tone={task.status ? 'neutral' : 'success'}>{taskOpenBadge(task.status)}</Badge>
        {owner && (
          <OwnerActions>
            <TaskOwnerMenu
              task={task}
              onDeleted={() => navigate(paths.organisationMyTasks, { replace: true })}
            />
          </OwnerActions>
        )}
      </Header>
      {showsCompletedBanner(task, reviewCount) && (
        <Completed>
          <Banner variant="success" title={task.completed ? 'Task completed' : 'All places filled'}>
            {reviewedText(reviewCount)}
          </Banner>
        </Completed>
      )}
      <Card>
        <p>{task.description}</p>
        {task.detailed_description !== null && <p>{task.detailed_description}</p>}
        <Facts>
          <dt>Location</dt>
          <dd>{task.location}</dd>
          <dt>Date</dt>
          <dd>{taskDateText(task)}</dd>
          {isOngoingTask(task.task_type) && (
            <>
              <dt>Days</dt>
              <dd>{(task.days_of_week ?? []).join(', ')}</dd>
              <dt>Weeks</dt>
              <dd>{task.number_of_weeks}</dd>
            </>
          )}
          <dt>Hours</dt>
          <dd>{task.hours_required}</dd>
          <dt>Points</dt>
          <dd>{pointsLabel(task.points)}</dd>
          <dt>Spots</dt>
          <dd>{task.capacity}</dd>
        </Facts>
      </Card>
      {/* The organisation, with 'View Profile', for everyone: its owner too (SPEC §2). */}
      {task.organisation !== null && (
        <Organisation>
          <Avatar src={task.organisation.logo_url} name={organisationName} shape="square" />
          <strong>{organisationName}</strong>
          <ProfileLink to={paths.organisationProfile(task.organisation.user_id)}>
            View Profile
          </ProfileLink>
        </Organisation>
      )}
      {owner && (
        <section aria-labelledby="applicants-heading">
          <h2 id="applicants-heading">Applicants</h2>
          <ApplicantList task={task} total={task.applicant_count} emptyText="No applicants yet." />
        </section>
      )}
      {owner && <TaskWaitlist taskId={task.id} timeZone={task.time_zone} />}
      {owner && <TaskHistory taskId={task.id} />}
    </PageColumn>
  );
}
