import {
  api,
  asQueryResult,
  fetchVolunteerPublicProfile,
  supabaseOf,
  type VolunteerPublicProfile,
} from 'shared-domain';

/**
 * Another volunteer's public profile; null when there is no such volunteer. Named apart from the
 * organisation app's endpoint, because both inject into the one api of the portal.
 */
export const publicProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicVolunteerProfile: build.query<VolunteerPublicProfile | null, string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(() => fetchVolunteerPublicProfile(supabaseOf(thunkApi), userId)),
      providesTags: ['User', 'Review'],
    }),
  }),
});

export const { usePublicVolunteerProfileQuery } = publicProfileApi;
