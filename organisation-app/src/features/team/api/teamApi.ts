import {
  api,
  asQueryResult,
  fetchTeam,
  handOverOwnership,
  inviteMember,
  leaveOrganisation,
  removeMember,
  refreshSessionProfile,
  revokeInvitation,
  selectSession,
  supabaseOf,
  type AppDispatch,
  type RootState,
  type Team,
} from 'shared-domain';

const TEAM = [{ type: 'Team' as const, id: 'CURRENT' }];

/** After a change of the caller's own role or team, the session reads their team again. */
async function refreshAfter(
  queryFulfilled: Promise<unknown>,
  api: { dispatch: AppDispatch; getState: () => unknown; extra: unknown },
): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  const session = selectSession(api.getState() as RootState);
  if (session.user === null) return;
  await refreshSessionProfile(
    supabaseOf({ extra: api.extra }),
    session.user.id,
    api.dispatch,
    session.profile,
  );
}

/** The Team screen's data (issue #49): members, open invitations, and what the owner does. */
export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    team: build.query<Team, string>({
      queryFn: (organisationId, thunkApi) =>
        asQueryResult(() => fetchTeam(supabaseOf(thunkApi), organisationId)),
      providesTags: TEAM,
    }),
    inviteMember: build.mutation<string, string>({
      queryFn: (email, thunkApi) => asQueryResult(() => inviteMember(supabaseOf(thunkApi), email)),
      invalidatesTags: TEAM,
    }),
    revokeInvitation: build.mutation<null, string>({
      queryFn: (invitationId, thunkApi) =>
        asQueryResult(async () => {
          await revokeInvitation(supabaseOf(thunkApi), invitationId);
          return null;
        }),
      invalidatesTags: TEAM,
    }),
    removeMember: build.mutation<null, string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(async () => {
          await removeMember(supabaseOf(thunkApi), userId);
          return null;
        }),
      invalidatesTags: TEAM,
    }),
    handOverOwnership: build.mutation<null, string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(async () => {
          await handOverOwnership(supabaseOf(thunkApi), userId);
          return null;
        }),
      invalidatesTags: TEAM,
      onQueryStarted: (_userId, { queryFulfilled, dispatch, getState, extra }) =>
        refreshAfter(queryFulfilled, { dispatch: dispatch as AppDispatch, getState, extra }),
    }),
    leaveOrganisation: build.mutation<null, void>({
      queryFn: (_none, thunkApi) =>
        asQueryResult(async () => {
          await leaveOrganisation(supabaseOf(thunkApi));
          return null;
        }),
      invalidatesTags: TEAM,
      onQueryStarted: (_none, { queryFulfilled, dispatch, getState, extra }) =>
        refreshAfter(queryFulfilled, { dispatch: dispatch as AppDispatch, getState, extra }),
    }),
  }),
});
