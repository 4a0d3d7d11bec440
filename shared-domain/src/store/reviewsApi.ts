import type { CursorPage, PageCursor } from '../data/cursorPaging';
import { fetchVolunteerReviewsPage, type VolunteerReview } from '../data/volunteerPublicProfile';
import { api, asQueryResult, cursorPaging, supabaseOf } from './api';

/**
 * A volunteer's reviews a page at a time, newest first: shown on their own profile and on their
 * public profile in either app, so the endpoint lives here rather than in one app.
 */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    volunteerReviewPages: build.infiniteQuery<
      CursorPage<VolunteerReview>,
      string,
      PageCursor | null
    >({
      infiniteQueryOptions: cursorPaging<PageCursor>(),
      queryFn: ({ queryArg: userId, pageParam }, thunkApi) =>
        asQueryResult(() =>
          fetchVolunteerReviewsPage(supabaseOf(thunkApi), userId, { after: pageParam }),
        ),
      providesTags: ['Review'],
    }),
  }),
});

/** The volunteer's reviews, with Show more and Retry state (see shared-ui's VolunteerReviewList). */
export function useVolunteerReviewPages(userId: string) {
  return reviewsApi.useVolunteerReviewPagesInfiniteQuery(userId);
}
