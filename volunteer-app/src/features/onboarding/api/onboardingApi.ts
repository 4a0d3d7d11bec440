import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  DataError,
  api,
  asQueryResult,
  avatarUploadPath,
  fetchLinkedOrganisationIds,
  joinInterests,
  linkOrganisations,
  listOrganisations,
  signOut,
  supabaseOf,
  updateUserProfile,
  uploadAvatar,
  type AppDispatch,
  type OrganisationSummary,
  type RootState,
  type ThunkExtra,
} from 'shared-domain';

/** The organisations to follow, the volunteer's current links, and saving the selection. */
export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    organisationsToFollow: build.query<OrganisationSummary[], void>({
      queryFn: (_arg, thunkApi) => asQueryResult(() => listOrganisations(supabaseOf(thunkApi))),
      providesTags: ['Organisation'],
    }),
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
      invalidatesTags: ['UserOrganisation', 'Task'],
    }),
  }),
});

const selectOrganisations = onboardingApi.endpoints.organisationsToFollow.select();

export function useOrganisationsToFollow() {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    const subscription = dispatch(onboardingApi.endpoints.organisationsToFollow.initiate());
    return () => subscription.unsubscribe();
  }, [dispatch]);
  return useSelector((state: RootState) => selectOrganisations(state));
}

export function useLinkedOrganisationIds(userId: string | null) {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    if (userId === null) return undefined;
    const subscription = dispatch(onboardingApi.endpoints.linkedOrganisationIds.initiate(userId));
    return () => subscription.unsubscribe();
  }, [dispatch, userId]);
  const select = useMemo(
    () => onboardingApi.endpoints.linkedOrganisationIds.select(userId ?? ''),
    [userId],
  );
  return useSelector((state: RootState) => select(state));
}

export type CompletedProfile = {
  userId: string;
  bio: string;
  interests: readonly string[];
  wwcc: boolean;
  photo: File | null;
};

/** The code a failed photo upload carries, so the screen shows 'Image upload failed: ...'. */
export const PHOTO_UPLOAD_FAILED_CODE = 'photo_upload_failed';

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
      try {
        profileUrl = await uploadAvatar(
          client,
          avatarUploadPath(profile.userId, profile.photo.name, new Date()),
          profile.photo,
          profile.photo.type,
        );
      } catch (failure) {
        throw new DataError(
          failure instanceof Error ? failure.message : String(failure),
          PHOTO_UPLOAD_FAILED_CODE,
        );
      }
    }
    await updateUserProfile(client, profile.userId, {
      bio: profile.bio,
      interests: joinInterests(profile.interests),
      wwcc: profile.wwcc,
      first_login_complete: true,
      ...(profileUrl === null ? {} : { profile_url: profileUrl }),
    });
    dispatch(api.util.invalidateTags(['User']));
    return { profileUrl };
  };
}

/** Signs out through the store's client; the shell's session sync then sends the visitor away. */
export function logOut(): AppThunk<void> {
  return async (_dispatch, _getState, extra) => {
    await signOut(supabaseOf({ extra }));
  };
}
