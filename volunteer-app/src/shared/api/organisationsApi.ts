import {
  api,
  asQueryResult,
  cursorPaging,
  fetchFollowedOrganisations,
  fetchOrganisationsPage,
  supabaseOf,
  type CursorPage,
  type FollowedOrganisation,
  type OrganisationCursor,
  type OrganisationSummary,
} from 'shared-domain';

/**
 * Every organisation by name, a page at a time, searched in the database: the choice when
 * signing up and the Organisations screen after it (issue #44).
 */
export const organisationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    organisationsByName: build.infiniteQuery<
      CursorPage<OrganisationSummary, OrganisationCursor>,
      string,
      OrganisationCursor | null
    >({
      infiniteQueryOptions: cursorPaging<OrganisationCursor>(),
      // The argument is the search: the database finds matches among all organisations.
      queryFn: ({ queryArg: search, pageParam }, thunkApi) =>
        asQueryResult(() =>
          fetchOrganisationsPage(supabaseOf(thunkApi), { search, after: pageParam }),
        ),
      providesTags: ['Organisation'],
    }),
    /** The organisations a volunteer follows: Home's filter, the directory and Follow buttons. */
    followedOrganisations: build.query<FollowedOrganisation[], string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(() => fetchFollowedOrganisations(supabaseOf(thunkApi), userId)),
      providesTags: ['UserOrganisation', 'Organisation'],
    }),
  }),
});

export const { useOrganisationsByNameInfiniteQuery, useFollowedOrganisationsQuery } =
  organisationsApi;
