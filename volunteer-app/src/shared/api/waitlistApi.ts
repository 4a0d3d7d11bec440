import {
  WRITE_INVALIDATES,
  api,
  asQueryResult,
  confirmWaitlistOffer,
  fetchMyWaitlistPlaces,
  fetchWaitlistPlace,
  joinWaitlist,
  leaveWaitlist,
  supabaseOf,
  type MyWaitlistPlace,
  type WaitlistPlace,
} from 'shared-domain';

/**
 * The volunteer's place on a full task's waitlist, and the moves they can make (issue #21); every
 * place they hold, for My Tasks (issue #44). Shared by the screens that show a task's line.
 */
export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    waitlistPlace: build.query<WaitlistPlace | null, string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(() => fetchWaitlistPlace(supabaseOf(thunkApi), taskId)),
      providesTags: ['Waitlist'],
    }),
    myWaitlistPlaces: build.query<MyWaitlistPlace[], string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(() => fetchMyWaitlistPlaces(supabaseOf(thunkApi), userId)),
      providesTags: ['Waitlist', 'Task'],
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
  useMyWaitlistPlacesQuery,
  useWaitlistPlaceQuery,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
  useConfirmWaitlistOfferMutation,
} = waitlistApi;
