import {
  WRITE_INVALIDATES,
  api,
  applyForTask,
  fetchOpenTasks,
  supabaseOf,
  toDomainError,
  type OpenTask,
  type TaskSort,
} from 'shared-domain';

export type OpenTasksQuery = { search: string; sort: TaskSort };

/** The signed-in volunteer's open tasks, searched and sorted in the database (get_open_tasks). */
export const openTasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    openTasks: build.query<OpenTask[], OpenTasksQuery>({
      queryFn: async (query, thunkApi) => {
        try {
          return { data: await fetchOpenTasks(supabaseOf(thunkApi), query) };
        } catch (error) {
          return { error: toDomainError(error) };
        }
      },
      providesTags: ['Task'],
    }),
    applyFromOpenTasks: build.mutation<null, string>({
      queryFn: async (taskId, thunkApi) => {
        try {
          await applyForTask(supabaseOf(thunkApi), taskId);
          return { data: null };
        } catch (error) {
          return { error: toDomainError(error) };
        }
      },
      invalidatesTags: WRITE_INVALIDATES.apply,
    }),
  }),
});

export const { useOpenTasksQuery, useApplyFromOpenTasksMutation } = openTasksApi;
