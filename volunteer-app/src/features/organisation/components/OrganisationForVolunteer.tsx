import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import {
  discoveryParams,
  FIRST_OPEN_TASKS,
  FOLLOW_FAILED,
  followedText,
  isRecordId,
  LOADING_ORGANISATION_PROFILE,
  NO_TASK_FILTERS,
  ORGANISATION_LOAD_FAILED,
  ORGANISATION_NOT_FOUND,
  paths,
  SEE_OPEN_TASKS,
  selectSessionUserId,
  unfollowedText,
} from 'shared-domain';
import {
  BackButton,
  Button,
  EmptyState,
  LoadError,
  Loading,
  notify,
  OrganisationProfileView,
} from 'shared-ui';
import {
  useFollowedOrganisationsQuery,
  useFollowOrganisationMutation,
  useOrganisationForVolunteerQuery,
  useUnfollowOrganisationMutation,
} from '../api/organisationApi';

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
 * open tasks and Unfollow.
 */
export function OrganisationForVolunteer() {
  const { organisationId = '' } = useParams();
  const userId = useSelector(selectSessionUserId);
  const valid = isRecordId(organisationId);
  const profile = useOrganisationForVolunteerQuery(valid ? organisationId : skipToken);
  const followed = useFollowedOrganisationsQuery(userId ?? skipToken);
  const [follow] = useFollowOrganisationMutation();
  const [unfollow] = useUnfollowOrganisationMutation();
  const [busy, setBusy] = useState(false);
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
  const following = followed.data?.some((item) => item.id === organisation.id);

  const change = async (next: 'follow' | 'unfollow') => {
    if (userId === null) return;
    setBusy(true);
    try {
      const arg = { userId, organisationId: organisation.id };
      await (next === 'follow' ? follow(arg) : unfollow(arg)).unwrap();
      notify.success(
        next === 'follow' ? followedText(organisation.name) : unfollowedText(organisation.name),
      );
    } catch (failure) {
      console.error(failure);
      notify.error(FOLLOW_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <OrganisationProfileView
      organisation={organisation}
      stats={stats}
      before={
        <div>
          <BackButton />
        </div>
      }
      actions={
        following === undefined ? undefined : following ? (
          <>
            <Button as={Link} to={organisationTasksPath(organisation.id)}>
              {SEE_OPEN_TASKS}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              aria-label={`Unfollow ${organisation.name}`}
              onClick={() => void change('unfollow')}
            >
              Unfollow
            </Button>
          </>
        ) : (
          <Button
            type="button"
            disabled={busy}
            aria-label={`Follow ${organisation.name}`}
            onClick={() => void change('follow')}
          >
            Follow
          </Button>
        )
      }
    />
  );
}
