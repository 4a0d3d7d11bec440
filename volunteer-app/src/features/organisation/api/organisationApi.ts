import {
  api,
  asQueryResult,
  fetchOrganisation,
  fetchOrganisationStats,
  linkOrganisations,
  supabaseOf,
  unlinkOrganisation,
  WRITE_INVALIDATES,
  type OrganisationRow,
  type OrganisationStats,
} from 'shared-domain';

export type OrganisationForVolunteer = {
  organisation: OrganisationRow;
  stats: OrganisationStats;
};

type FollowArg = { userId: string; organisationId: string };

/** Organisations as a volunteer meets them: a profile, the ones they follow, follow and unfollow. */
export const organisationApi = api.injectEndpoints({
  endpoints: (build) => ({
    organisationForVolunteer: build.query<OrganisationForVolunteer | null, string>({
      queryFn: (organisationId, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const organisation = await fetchOrganisation(client, organisationId);
          if (organisation === null) return null;
          return { organisation, stats: await fetchOrganisationStats(client, organisation) };
        }),
      providesTags: ['Organisation', 'Task'],
    }),
    followOrganisation: build.mutation<null, FollowArg>({
      queryFn: ({ userId, organisationId }, thunkApi) =>
        asQueryResult(async () => {
          await linkOrganisations(supabaseOf(thunkApi), userId, [organisationId]);
          return null;
        }),
      invalidatesTags: WRITE_INVALIDATES.followOrganisations,
    }),
    unfollowOrganisation: build.mutation<null, FollowArg>({
      queryFn: ({ userId, organisationId }, thunkApi) =>
        asQueryResult(async () => {
          await unlinkOrganisation(supabaseOf(thunkApi), userId, organisationId);
          return null;
        }),
      invalidatesTags: WRITE_INVALIDATES.unfollowOrganisation,
    }),
  }),
});

export const {
  useOrganisationForVolunteerQuery,
  useFollowOrganisationMutation,
  useUnfollowOrganisationMutation,
} = organisationApi;
