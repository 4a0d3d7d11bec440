import {
  acceptInvitation,
  api,
  asQueryResult,
  fetchInvitation,
  supabaseOf,
  type Invitation,
} from 'shared-domain';

/** An invitation's link (issue #49): what it invites to, and joining. */
export const joinApi = api.injectEndpoints({
  endpoints: (build) => ({
    invitation: build.query<Invitation | null, string>({
      queryFn: (invitationId, thunkApi) =>
        asQueryResult(() => fetchInvitation(supabaseOf(thunkApi), invitationId)),
      keepUnusedDataFor: 0,
    }),
    acceptInvitation: build.mutation<null, string>({
      queryFn: (invitationId, thunkApi) =>
        asQueryResult(async () => {
          await acceptInvitation(supabaseOf(thunkApi), invitationId);
          return null;
        }),
    }),
  }),
});
