import {
  api,
  asQueryResult,
  fetchOrganisationTodo,
  supabaseOf,
  type OrganisationTodo,
} from 'shared-domain';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What needs doing (the argument is the organisation's user id, the cache key): refreshed by any decision, task change or review (WRITE_INVALIDATES). */
    organisationTodo: build.query<OrganisationTodo, string>({
      queryFn: (_arg, thunkApi) => asQueryResult(() => fetchOrganisationTodo(supabaseOf(thunkApi))),
      providesTags: ['Task', 'Application', 'Review'],
    }),
  }),
});
