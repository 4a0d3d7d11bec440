import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import {
  discoveryParams,
  isRecordId,
  LOADING_ORGANISATION_PROFILE,
  NO_TASK_FILTERS,
  ORGANISATION_LOAD_FAILED,
  ORGANISATION_NOT_FOUND,
  paths,
  SEE_OPEN_TASKS,
  selectSessionUserId,
} from 'shared-domain';
import {
  BackButton,
  Button,
  EmptyState,
  LoadError,
  Loading,
  OrganisationProfileView,
} from 'shared-ui';
import { useOrganisationForVolunteerQuery } from '../api/organisationApi';
import { useFollowedOrganisationsQuery } from '../../../shared/api/organisationsApi';
import { FIRST_OPEN_TASKS } from '../../../shared/api/openTasksApi';
import { FollowButton } from './FollowButton';
import { OrganisationTasks } from './OrganisationTasks';

/** Home's list narrowed to one organisation's open tasks. */
export function organisationTasksPath(organisationId: string): string {
  const query = discoveryParams(
    {
      search: '',
      sort: FIRST_OPEN_TASKS.sort,
      filters: { ...NO_TASK_FILTERS, organisationId },
    },
    FIRST_OPEN_TASKS.sort,
  );
  return `${paths.volunteerHome}?${query.toString()}`;
}

/**
 * /volunteer/organisation/{id} (issue #20): the organisation behind a task, as its own profile
 * shows it, with Follow (its open tasks join the volunteer's home) or, when followed, a way to its
 * open tasks on home and Unfollow; and its open tasks, full ones marked, followed or not (#44).
 */
export function OrganisationForVolunteer() {
  const { organisationId = '' } = useParams();
  const userId = useSelector(selectSessionUserId);
  const valid = isRecordId(organisationId);
  const profile = useOrganisationForVolunteerQuery(valid ? organisationId : skipToken);
  const followed = useFollowedOrganisationsQuery(userId ?? skipToken);
  const { isError, error } = profile;

  useEffect(() => {
    if (isError) console.error(error);
  }, [isError, error]);

  if (!valid) return <EmptyState text={ORGANISATION_NOT_FOUND} />;
  if (profile.isError) {
    return (
      <LoadError
        message={ORGANISATION_LOAD_FAILED}
        retrying={profile.isFetching}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  if (profile.data === undefined) return <Loading text={LOADING_ORGANISATION_PROFILE} />;
  if (profile.data === null) return <EmptyState text={ORGANISATION_NOT_FOUND} />;

  const { organisation, stats } = profile.data;
  const following = followed.data?.some((item) => item.id === organisation.id) === true;

  return (
    <>
      <OrganisationProfileView
        organisation={organisation}
        stats={stats}
        before={
          <div>
            <BackButton />
          </div>
        }
        actions={
          <>
            {following && (
              <Button as={Link} to={organisationTasksPath(organisation.id)}>
                {SEE_OPEN_TASKS}
              </Button>
            )}
            <FollowButton organisation={organisation} />
          </>
        }
      />
      <OrganisationTasks organisationId={organisation.id} />
    </>
  );
}
