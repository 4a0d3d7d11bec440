import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { VolunteerPublicProfileView } from 'shared-ui';
import { profilesApi } from '../api/profilesApi';

/** A volunteer's public profile as organisations see it (SPEC §2). */
export function VolunteerProfile() {
  const { userId } = useParams();
  const { data, isLoading, isError, error } = profilesApi.useVolunteerProfileQuery(
    userId ?? skipToken,
  );

  useEffect(() => {
    if (isError) console.error(error);
  }, [isError, error]);

  return <VolunteerPublicProfileView profile={isLoading ? undefined : (data ?? null)} />;
}
