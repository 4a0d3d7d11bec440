import {
  WRITE_INVALIDATES,
  answerReminder,
  api,
  asQueryResult,
  fetchOpenReminders,
  supabaseOf,
  type OpenReminder,
} from 'shared-domain';

/** The volunteer's unanswered "Still coming?" reminders, and their answers (issue #21). */
export const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    openReminders: build.query<OpenReminder[], void>({
      queryFn: (_arg, thunkApi) =>
        asQueryResult(() => fetchOpenReminders(supabaseOf(thunkApi), new Date())),
      providesTags: ['Reminder'],
    }),
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

export const { useOpenRemindersQuery, useAnswerReminderMutation } = remindersApi;
