import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  api,
  fetchOpenTasks,
  supabaseOf,
  toDomainError,
  type AppDispatch,
  type OpenTask,
  type RootState,
} from 'shared-domain';

/** The signed-in volunteer's open tasks, through the portal's one RTK Query api. */
export const openTasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    openTasks: build.query<OpenTask[], void>({
      queryFn: async (_arg, thunkApi) => {
        try {
          return { data: await fetchOpenTasks(supabaseOf(thunkApi)) };
        } catch (error) {
          return { error: toDomainError(error) };
        }
      },
      providesTags: ['Task'],
    }),
  }),
});

const selectOpenTasks = openTasksApi.endpoints.openTasks.select();

/** Subscribes while mounted; shared-domain's api has no React hooks of its own. */
export function useOpenTasks() {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    const subscription = dispatch(openTasksApi.endpoints.openTasks.initiate());
    return () => subscription.unsubscribe();
  }, [dispatch]);
  return useSelector((state: RootState) => selectOpenTasks(state));
}
