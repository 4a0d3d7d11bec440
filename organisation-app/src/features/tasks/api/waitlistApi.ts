import {
  api,
  asQueryResult,
  fetchTaskWaitlist,
  supabaseOf,
  type WaitlistEntry,
} from 'shared-domain';

/** An own task's waitlist (issue #21). */
export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    taskWaitlist: build.query<WaitlistEntry[], string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(() => fetchTaskWaitlist(supabaseOf(thunkApi), taskId)),
      providesTags: ['Waitlist'],
    }),
  }),
});

export const { useTaskWaitlistQuery } = waitlistApi;
