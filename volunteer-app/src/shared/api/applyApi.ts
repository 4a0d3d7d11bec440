import {
  WRITE_INVALIDATES,
  api,
  applyForTask,
  asQueryResult,
  fetchTaskClashes,
  pushPromptOffered,
  supabaseOf,
  type TaskClash,
} from 'shared-domain';

/** Applying, from any screen that offers it (useConfirmedApply): the clashes first, then the application. */
export const applyApi = api.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useApplyForTaskMutation, useLazyTaskClashesQuery } = applyApi;
