import {
  api,
  asQueryResult,
  fetchOwnTasks,
  supabaseOf,
  type TaskWithRelations,
} from 'shared-domain';

/** The signed-in organisation's own tasks for the dashboard, through the portal's one api. */
export const ownTasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    ownTasks: build.query<TaskWithRelations[], string>({
      queryFn: (ownerUserId, thunkApi) =>
        asQueryResult(() => fetchOwnTasks(supabaseOf(thunkApi), ownerUserId)),
      providesTags: ['Task', 'Application'],
    }),
  }),
});
