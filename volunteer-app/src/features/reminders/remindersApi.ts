import {
  WRITE_INVALIDATES,
  answerReminder,
  api,
  asQueryResult,
  firstScreenApi,
  supabaseOf,
} from 'shared-domain';

/**
 * The answers to "Still coming?" (issue #21). The unanswered reminders are read through shared-
 * domain's firstScreenApi, so the shell can start that read for Home before this app has loaded.
 */
export const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    answerReminder: build.mutation<null, { id: string; coming: boolean }>({
      queryFn: ({ id, coming }, thunkApi) =>
        asQueryResult(async () => {
          await answerReminder(supabaseOf(thunkApi), id, coming);
          return null;
        }),
      invalidatesTags: WRITE_INVALIDATES.answerReminder,
    }),
  }),
});

export const { useAnswerReminderMutation } = remindersApi;
export const { useOpenRemindersQuery } = firstScreenApi;
