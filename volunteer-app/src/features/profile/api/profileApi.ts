import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  api,
  asQueryResult,
  avatarEditPath,
  calculateAverageRating,
  fetchOrganisationsByOwners,
  fetchReviewsOfUser,
  fetchTaskTitles,
  fetchUser,
  resolveProfileUrl,
  supabaseOf,
  updateUserProfile,
  DataError,
  type ThunkExtra,
  uploadAvatar,
  type AppDispatch,
  type Client,
  type RootState,
  type UserRow,
} from 'shared-domain';
import type { ReviewSlide } from 'shared-ui';

export type EditableProfile = { user: UserRow; photoUrl: string | null };

export type OwnProfile = { user: UserRow; photoUrl: string | null; reviews: ReviewSlide[] };

async function loadOwnProfile(client: Client, userId: string): Promise<OwnProfile> {
  // SPEC §7: the rating is recomputed before the own profile is read.
  await calculateAverageRating(client);
  const [user, reviews] = await Promise.all([
    fetchUser(client, userId),
    fetchReviewsOfUser(client, userId),
  ]);
  const [organisations, tasks] = await Promise.all([
    fetchOrganisationsByOwners(
      client,
      reviews.map((review) => review.org_id),
    ),
    fetchTaskTitles(
      client,
      reviews.map((review) => review.task_id),
    ),
  ]);
  return {
    user,
    photoUrl: resolveProfileUrl(client, user.profile_url),
    reviews: reviews.map((review) => {
      const organisation = organisations.find((row) => row.user_id === review.org_id);
      return {
        id: review.id,
        rating: review.rating,
        comment: review.comment,
        reviewerName: organisation?.name ?? '',
        reviewerAvatarUrl: organisation?.logo_url ?? null,
        createdAt: review.created_at,
        taskTitle: tasks.find((task) => task.id === review.task_id)?.title ?? null,
      };
    }),
  };
}

export type ProfileEdit = { userId: string; bio: string; photo: File | null };

/** The code a failed photo upload carries, so the screen can tell it from a failed save (SPEC §8). */
export const PHOTO_UPLOAD_FAILED_CODE = 'photo_upload_failed';

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
      try {
        profileUrl = await uploadAvatar(
          client,
          avatarEditPath(userId, photo.name),
          photo,
          photo.type,
        );
      } catch (failure) {
        throw new DataError(
          failure instanceof Error ? failure.message : String(failure),
          PHOTO_UPLOAD_FAILED_CODE,
        );
      }
    }
    await updateUserProfile(client, userId, {
      bio,
      ...(profileUrl === null ? {} : { profile_url: profileUrl }),
    });
    dispatch(api.util.invalidateTags(['User']));
    return { profileUrl };
  };
}

/** The volunteer's own profile with reviews, and the edit screen's save. */
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
  }),
});

/** Subscribes while mounted and signed in; shared-domain's api has no React hooks of its own. */
export function useOwnProfile(userId: string | null) {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    if (userId === null) return undefined;
    const subscription = dispatch(profileApi.endpoints.ownProfile.initiate(userId));
    return () => subscription.unsubscribe();
  }, [dispatch, userId]);
  const select = useMemo(() => profileApi.endpoints.ownProfile.select(userId ?? ''), [userId]);
  return useSelector((state: RootState) => select(state));
}

export function useEditableProfile(userId: string | null) {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    if (userId === null) return undefined;
    const subscription = dispatch(profileApi.endpoints.editableProfile.initiate(userId));
    return () => subscription.unsubscribe();
  }, [dispatch, userId]);
  const select = useMemo(() => profileApi.endpoints.editableProfile.select(userId ?? ''), [userId]);
  return useSelector((state: RootState) => select(state));
}
