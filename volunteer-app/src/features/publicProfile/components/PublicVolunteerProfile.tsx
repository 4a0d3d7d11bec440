import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { VolunteerPublicProfileView } from 'shared-ui';
import { usePublicVolunteerProfileQuery } from '../api/publicProfileApi';

/**
 * /volunteer/profile/:userId, another volunteer's public profile (SPEC §2), as the leaderboard
 * links it. A profile that cannot be read reads 'Volunteer not found.' (SPEC §8), the failure logged.
 */
export function PublicVolunteerProfile() {
  const { userId = '' } = useParams();
  // currentData, not data: the previous volunteer must not show while the next one loads.
  const { currentData, isError, error } = usePublicVolunteerProfileQuery(userId);

  useEffect(() => {
    if (isError) console.error(error);
  }, [isError, error]);

  return <VolunteerPublicProfileView profile={isError ? null : currentData} />;
}
