import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { FOLLOW_FAILED, followedText, selectSessionUserId, unfollowedText } from 'shared-domain';
import { Button, notify } from 'shared-ui';
import { useFollowedOrganisationsQuery } from '../../../shared/api/organisationsApi';
import {
  useFollowOrganisationMutation,
  useUnfollowOrganisationMutation,
} from '../api/organisationApi';

/**
 * Follow, or Unfollow when followed: an organisation's open tasks join the volunteer's home while
 * they follow it. Disabled while the change is sent; nothing until it is known which applies.
 */
export function FollowButton({
  organisation,
  size,
}: {
  organisation: { id: string; name: string };
  size?: 'sm';
}) {
  const userId = useSelector(selectSessionUserId);
  const followed = useFollowedOrganisationsQuery(userId ?? skipToken);
  const [follow] = useFollowOrganisationMutation();
  const [unfollow] = useUnfollowOrganisationMutation();
  const [busy, setBusy] = useState(false);
  const following = followed.data?.some((item) => item.id === organisation.id);
  if (following === undefined) return null;

  const change = async () => {
    if (userId === null) return;
    setBusy(true);
    try {
      const arg = { userId, organisationId: organisation.id };
      await (following ? unfollow(arg) : follow(arg)).unwrap();
      notify.success(
        following ? unfollowedText(organisation.name) : followedText(organisation.name),
      );
    } catch (failure) {
      console.error(failure);
      notify.error(FOLLOW_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="button"
      $size={size}
      $variant={following ? 'secondary' : 'primary'}
      disabled={busy}
      aria-label={`${following ? 'Unfollow' : 'Follow'} ${organisation.name}`}
      onClick={() => void change()}
    >
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
