import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { VolunteerPublicProfileView } from 'shared-ui';
import { profilesApi } from '../api/profilesApi';
import { ApplicantFacts } from './ApplicantFacts';

/**
 * A volunteer's public profile as organisations see it (SPEC §2), with what helps decide on an
 * applicant (issue #44).
 */
export function VolunteerProfile() {
  const { userId } = useParams();
  const { data, isLoading, isError, error } = profilesApi.useVolunteerProfileQuery(
    userId ?? skipToken,
  );

  useEffect(() => {
    if (isError) console.error(error);
  }, [isError, error]);

  return (
    <VolunteerPublicProfileView
      profile={isLoading ? undefined : (data ?? null)}
      details={data ? <ApplicantFacts volunteer={data.volunteer} /> : undefined}
    />
  );
}
