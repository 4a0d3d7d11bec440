import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  WRITE_INVALIDATES,
  api,
  asQueryResult,
  avatarUploadPath,
  fetchLinkedOrganisationIds,
  joinInterests,
  linkOrganisations,
  signOut,
  supabaseOf,
  updateUserProfile,
  type RootState,
  type ThunkExtra,
} from 'shared-domain';
import { uploadProfilePhoto } from '../../../shared/api/uploadProfilePhoto';

/** The volunteer's current links to organisations, and saving the selection. */
export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    linkedOrganisationIds: build.query<string[], string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(() => fetchLinkedOrganisationIds(supabaseOf(thunkApi), userId)),
      providesTags: ['UserOrganisation'],
    }),
    followOrganisations: build.mutation<null, { userId: string; organisationIds: string[] }>({
      queryFn: ({ userId, organisationIds }, thunkApi) =>
        asQueryResult(async () => {
          await linkOrganisations(supabaseOf(thunkApi), userId, organisationIds);
          return null;
        }),
      invalidatesTags: WRITE_INVALIDATES.followOrganisations,
    }),
  }),
});

export const { useLinkedOrganisationIdsQuery, useFollowOrganisationsMutation } = onboardingApi;

export type CompletedProfile = {
  userId: string;
  bio: string;
  interests: readonly string[];
  wwcc: boolean;
  photo: File | null;
};

type AppThunk<R> = ThunkAction<Promise<R>, RootState, ThunkExtra, UnknownAction>;

/**
 * Saves profile completion (SPEC §2, §4): the photo (user id, timestamp and extension), then bio,
 * interests, WWCC and first_login_complete. A thunk because a File does not belong in the store.
 */
export function completeProfile(
  profile: CompletedProfile,
): AppThunk<{ profileUrl: string | null }> {
  return async (dispatch, _getState, extra) => {
    const client = supabaseOf({ extra });
    let profileUrl: string | null = null;
    if (profile.photo !== null) {
      profileUrl = await uploadProfilePhoto(
        client,
        avatarUploadPath(profile.userId, profile.photo.name, new Date()),
        profile.photo,
      );
    }
    await updateUserProfile(client, profile.userId, {
      bio: profile.bio,
      interests: joinInterests(profile.interests),
      wwcc: profile.wwcc,
      first_login_complete: true,
      ...(profileUrl === null ? {} : { profile_url: profileUrl }),
    });
    dispatch(api.util.invalidateTags([...WRITE_INVALIDATES.updateUserProfile]));
    return { profileUrl };
  };
}

/** Signs out through the store's client; the shell's session sync then sends the visitor away. */
export function logOut(): AppThunk<void> {
  return async (_dispatch, _getState, extra) => {
    await signOut(supabaseOf({ extra }));
  };
}
