import {
  api,
  asQueryResult,
  fetchOpenTasks,
  supabaseOf,
  type OpenTask,
  type TaskSort,
} from 'shared-domain';

export type OpenTasksQuery = { search: string; sort: TaskSort };

/** The signed-in volunteer's open tasks, searched and sorted in the database (get_open_tasks). */
export const openTasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    openTasks: build.query<OpenTask[], OpenTasksQuery>({
      queryFn: (query, thunkApi) =>
        asQueryResult(() => fetchOpenTasks(supabaseOf(thunkApi), query)),
      providesTags: ['Task'],
    }),
  }),
});

export const { useOpenTasksQuery } = openTasksApi;
