import {
  WRITE_INVALIDATES,
  answerReminder,
  api,
  asQueryResult,
  fetchOpenReminders,
  supabaseOf,
  type OpenReminder,
} from 'shared-domain';

/** The volunteer's unanswered "Still coming?" reminders, shown above Home's list, and the answers. */
export const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    openReminders: build.query<OpenReminder[], void>({
      queryFn: (_arg, thunkApi) => asQueryResult(() => fetchOpenReminders(supabaseOf(thunkApi))),
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

export const { useAnswerReminderMutation, useOpenRemindersQuery } = remindersApi;
