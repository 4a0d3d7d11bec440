import {
  WRITE_INVALIDATES,
  api,
  asQueryResult,
  confirmWaitlistOffer,
  fetchWaitlistPlace,
  joinWaitlist,
  leaveWaitlist,
  supabaseOf,
  type WaitlistPlace,
} from 'shared-domain';

/** The volunteer's place on a full task's waitlist, and the moves they can make (issue #21). */
export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    waitlistPlace: build.query<WaitlistPlace | null, string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(() => fetchWaitlistPlace(supabaseOf(thunkApi), taskId)),
      providesTags: ['Waitlist'],
    }),
    joinWaitlist: build.mutation<null, string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(async () => {
          await joinWaitlist(supabaseOf(thunkApi), taskId);
          return null;
        }),
      invalidatesTags: WRITE_INVALIDATES.joinWaitlist,
    }),
    leaveWaitlist: build.mutation<null, string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(async () => {
          await leaveWaitlist(supabaseOf(thunkApi), taskId);
          return null;
        }),
      invalidatesTags: WRITE_INVALIDATES.leaveWaitlist,
    }),
    confirmWaitlistOffer: build.mutation<null, string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(async () => {
          await confirmWaitlistOffer(supabaseOf(thunkApi), taskId);
          return null;
        }),
      invalidatesTags: WRITE_INVALIDATES.confirmWaitlistOffer,
    }),
  }),
});

export const {
  useWaitlistPlaceQuery,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
  useConfirmWaitlistOfferMutation,
} = waitlistApi;
