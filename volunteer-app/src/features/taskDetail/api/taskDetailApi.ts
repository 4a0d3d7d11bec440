import {
  WRITE_INVALIDATES,
  api,
  applyForTask,
  asQueryResult,
  fetchTask,
  fetchTaskCalendar,
  fetchTaskClashes,
  supabaseOf,
  withdrawApplication,
  type TaskClash,
  type TaskWithRelations,
  pushPromptOffered,
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
    /** Read afresh before each confirmation: approvals change. */
    taskClashes: build.query<TaskClash[], string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(() => fetchTaskClashes(supabaseOf(thunkApi), taskId)),
      keepUnusedDataFor: 0,
    }),
    applyForTask: build.mutation<null, string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(async () => {
          await applyForTask(supabaseOf(thunkApi), taskId);
          return null;
        }),
      invalidatesTags: WRITE_INVALIDATES.apply,
      // Having applied, the volunteer has something to hear about: the shell may offer push.
      onQueryStarted: async (_taskId, { dispatch, queryFulfilled }) => {
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        ) {
          dispatch(pushPromptOffered('first-application'));
        }
      },
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

export const {
  useVolunteerTaskQuery,
  useApplyForTaskMutation,
  useWithdrawApplicationMutation,
  useLazyTaskClashesQuery,
  useLazyTaskCalendarQuery,
} = taskDetailApi;
