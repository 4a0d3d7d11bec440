import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  api,
  applyForTask,
  asQueryResult,
  fetchTask,
  supabaseOf,
  withdrawApplication,
  type AppDispatch,
  type RootState,
  type TaskWithRelations,
} from 'shared-domain';

/** One task with its organisation and, for a volunteer, only their own application (RLS). */
export const taskDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    volunteerTask: build.query<TaskWithRelations | null, string>({
      queryFn: (taskId, thunkApi) => asQueryResult(() => fetchTask(supabaseOf(thunkApi), taskId)),
      providesTags: (_result, _error, taskId) => [{ type: 'Task', id: taskId }, 'Application'],
    }),
    applyForTask: build.mutation<null, string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(async () => {
          await applyForTask(supabaseOf(thunkApi), taskId);
          return null;
        }),
      invalidatesTags: ['Task', 'Application'],
    }),
    withdrawApplication: build.mutation<null, string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(async () => {
          await withdrawApplication(supabaseOf(thunkApi), taskId);
          return null;
        }),
      invalidatesTags: ['Task', 'Application'],
    }),
  }),
});

/** Subscribes to the task while mounted; shared-domain's api has no React hooks of its own. */
export function useVolunteerTask(taskId: string) {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    const subscription = dispatch(taskDetailApi.endpoints.volunteerTask.initiate(taskId));
    return () => subscription.unsubscribe();
  }, [dispatch, taskId]);
  const select = useMemo(() => taskDetailApi.endpoints.volunteerTask.select(taskId), [taskId]);
  return useSelector((state: RootState) => select(state));
}
