import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  WRITE_INVALIDATES,
  api,
  asQueryResult,
  avatarEditPath,
  calculateAverageRating,
  calendarFeedLinks,
  fetchCalendarFeedToken,
  issueCalendarFeed,
  revokeCalendarFeed,
  fetchUser,
  resolveProfileUrl,
  supabaseOf,
  updateUserProfile,
  type ThunkExtra,
  type Client,
  type RootState,
  type UserRow,
} from 'shared-domain';
import { uploadProfilePhoto } from '../../../shared/api/uploadProfilePhoto';

export type EditableProfile = { user: UserRow; photoUrl: string | null };

/** The own profile; its reviews are read a page at a time beside it (shared-ui's VolunteerReviewList). */
export type OwnProfile = { user: UserRow; photoUrl: string | null };

async function loadOwnProfile(client: Client, userId: string): Promise<OwnProfile> {
  // SPEC §7: the rating is recomputed before the own profile is read.
  await calculateAverageRating(client);
  const user = await fetchUser(client, userId);
  return { user, photoUrl: resolveProfileUrl(client, user.profile_url) };
}

export type ProfileEdit = { userId: string; bio: string; photo: File | null };

/**
 * Saves the edit screen: the photo first (user id and extension, overwriting), then bio and photo
 * URL. A thunk rather than a mutation, because a File does not belong in the store's state.
 */
export function saveProfile({
  userId,
  bio,
  photo,
}: ProfileEdit): ThunkAction<
  Promise<{ profileUrl: string | null }>,
  RootState,
  ThunkExtra,
  UnknownAction
> {
  return async (dispatch, _getState, extra) => {
    const client = supabaseOf({ extra });
    let profileUrl: string | null = null;
    if (photo !== null) {
      profileUrl = await uploadProfilePhoto(client, avatarEditPath(userId, photo.name), photo);
    }
    await updateUserProfile(client, userId, {
      bio,
      ...(profileUrl === null ? {} : { profile_url: profileUrl }),
    });
    dispatch(api.util.invalidateTags([...WRITE_INVALIDATES.updateUserProfile]));
    return { profileUrl };
  };
}

/** The volunteer's own profile (its rating moves with reviews), and the edit screen's save. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    ownProfile: build.query<OwnProfile, string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(() => loadOwnProfile(supabaseOf(thunkApi), userId)),
      providesTags: ['User', 'Review'],
    }),
    editableProfile: build.query<EditableProfile, string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const user = await fetchUser(client, userId);
          return { user, photoUrl: resolveProfileUrl(client, user.profile_url) };
        }),
      providesTags: ['User'],
    }),
    /** The volunteer's private calendar feed (issue #21): its links, or null when it is off. */
    calendarFeed: build.query<{ webcal: string; https: string } | null, void>({
      queryFn: (_arg, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const token = await fetchCalendarFeedToken(client);
          return token === null ? null : calendarFeedLinks(client, token);
        }),
      providesTags: ['CalendarFeed'],
    }),
    /** A new link (the old one stops working). */
    issueCalendarFeed: build.mutation<null, void>({
      queryFn: (_arg, thunkApi) =>
        asQueryResult(async () => {
          await issueCalendarFeed(supabaseOf(thunkApi));
          return null;
        }),
      invalidatesTags: WRITE_INVALIDATES.calendarFeed,
    }),
    revokeCalendarFeed: build.mutation<null, void>({
      queryFn: (_arg, thunkApi) =>
        asQueryResult(async () => {
          await revokeCalendarFeed(supabaseOf(thunkApi));
          return null;
        }),
      invalidatesTags: WRITE_INVALIDATES.calendarFeed,
    }),
  }),
});

export const {
  useOwnProfileQuery,
  useEditableProfileQuery,
  useCalendarFeedQuery,
  useIssueCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} = profileApi;
