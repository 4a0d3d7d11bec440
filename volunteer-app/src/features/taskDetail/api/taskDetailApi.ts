import {
  WRITE_INVALIDATES,
  api,
  asQueryResult,
  fetchTask,
  fetchTaskCalendar,
  supabaseOf,
  withdrawApplication,
  type TaskWithRelations,
} from 'shared-domain';

/** One task with its organisation and, for a volunteer, only their own application (RLS). */
export const taskDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    volunteerTask: build.query<TaskWithRelations | null, string>({
      queryFn: (taskId, thunkApi) => asQueryResult(() => fetchTask(supabaseOf(thunkApi), taskId)),
      providesTags: (_result, _error, taskId) => [{ type: 'Task', id: taskId }, 'Application'],
    }),
    /** "Add to calendar": the task's .ics text, written by the database; null when undated. */
    taskCalendar: build.query<string | null, string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(() => fetchTaskCalendar(supabaseOf(thunkApi), taskId)),
      keepUnusedDataFor: 0,
    }),
    withdrawApplication: build.mutation<null, string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(async () => {
          await withdrawApplication(supabaseOf(thunkApi), taskId);
          return null;
        }),
      invalidatesTags: WRITE_INVALIDATES.withdraw,
    }),
  }),
});

export const { useVolunteerTaskQuery, useWithdrawApplicationMutation, useLazyTaskCalendarQuery } =
  taskDetailApi;
