import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  api,
  applyForTask,
  fetchOpenTasks,
  supabaseOf,
  toDomainError,
  type AppDispatch,
  type OpenTask,
  type RootState,
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
      invalidatesTags: ['Task', 'Application'],
    }),
  }),
});

/** Subscribes while mounted; shared-domain's api has no React hooks of its own. */
export function useOpenTasks(query: OpenTasksQuery) {
  const dispatch = useDispatch<AppDispatch>();
  const { search, sort } = query;
  useEffect(() => {
    const subscription = dispatch(openTasksApi.endpoints.openTasks.initiate({ search, sort }));
    return () => subscription.unsubscribe();
  }, [dispatch, search, sort]);
  // One selector per query, so its memoised result survives re-renders.
  const select = useMemo(
    () => openTasksApi.endpoints.openTasks.select({ search, sort }),
    [search, sort],
  );
  return useSelector((state: RootState) => select(state));
}
