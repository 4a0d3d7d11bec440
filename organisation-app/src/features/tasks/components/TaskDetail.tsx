import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import {
  canSeeApplicants,
  isOngoingTask,
  LOADING_TASK,
  paths,
  pointsLabel,
  selectSessionUserId,
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
import { ApplicantList } from './ApplicantList';
import { Facts } from '../../../layout/Facts';
import { Heading } from '../../../layout/formLayout';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

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
  const viewerId = useSelector(selectSessionUserId);
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
  const organisationName = task.organisation?.name ?? '';

  return (
    <PageColumn as="article" $width="detail" aria-labelledby="task-detail-heading">
      <BackButton />
      <Header>
        <Heading as="h1" id="task-detail-heading">
          {task.title}
        </Heading>
        <Badge tone={task.status ? 'neutral' : 'success'}>{taskOpenBadge(task.status)}</Badge>
      </Header>
      {showsCompletedBanner(task, reviewCount) && (
        <Completed>
          <Banner variant="success" title="Task completed">
            The task is closed and its volunteers have been reviewed.
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
      {task.organisation !== null && (
        <Organisation>
          <Avatar src={task.organisation.logo_url} name={organisationName} shape="square" />
          <strong>{organisationName}</strong>
          <ProfileLink to={paths.organisationProfile(task.organisation.user_id)}>
            View Profile
          </ProfileLink>
        </Organisation>
      )}
      {canSeeApplicants(task, viewerId) && (
        <section aria-labelledby="applicants-heading">
          <h2 id="applicants-heading">Applicants</h2>
          <ApplicantList task={task} total={task.applicant_count} emptyText="No applicants yet." />
        </section>
      )}
    </PageColumn>
  );
}
