import {
  api,
  asQueryResult,
  cursorPaging,
  fetchOrganisationsPage,
  supabaseOf,
  type CursorPage,
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
  }),
});

export const { useOrganisationsByNameInfiniteQuery } = organisationsApi;
