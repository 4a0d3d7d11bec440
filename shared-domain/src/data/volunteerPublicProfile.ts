import { unwrapCount, unwrapList, type Client } from './client';
import {
  cursorPage,
  cursorPageLimit,
  type CursorPage,
  type CursorPageOptions,
} from './cursorPaging';
import { fetchPublicProfile, resolveProfileUrl, type PublicProfile } from './users';

/** A review of a volunteer as the reviews carousel shows it: who wrote it, for which task. */
export type VolunteerReview = {
  id: string;
  rating: number;
  comment: string | null;
  reviewerName: string;
  reviewerAvatarUrl: string | null;
  createdAt: string;
  taskTitle: string | null;
};

/**
 * What the volunteer public profile shows (SPEC §2), profile_url already resolved to a URL, and how
 * many reviews the volunteer has; the reviews themselves are read a page at a time
 * (fetchVolunteerReviewsPage).
 */
export type VolunteerPublicProfile = { volunteer: PublicProfile; reviewCount: number };

/** Reviews on one page of a volunteer's profile. */
export const VOLUNTEER_REVIEWS_PAGE_SIZE = 10;

/**
 * One page of a volunteer's reviews, newest first, each with its reviewing organisation and task,
 * in one request (get_volunteer_reviews); `after` is the previous page's `next`.
 */
export async function fetchVolunteerReviewsPage(
  client: Client,
  userId: string,
  options: CursorPageOptions = {},
): Promise<CursorPage<VolunteerReview>> {
  const limit = cursorPageLimit(options.limit, VOLUNTEER_REVIEWS_PAGE_SIZE);
  const rows = unwrapList(
    await client.rpc('get_volunteer_reviews', {
      p_user_id: userId,
      p_limit: limit + 1,
      ...(options.after
        ? { p_before_created_at: options.after.createdAt, p_before_id: options.after.id }
        : {}),
    }),
  );
  const page = cursorPage(rows, limit);
  return {
    next: page.next,
    rows: page.rows.map((review) => ({
      id: review.id,
      rating: review.rating,
      comment: review.comment,
      reviewerName: review.organisation_name ?? 'Organisation',
      reviewerAvatarUrl: review.organisation_logo_url,
      createdAt: review.created_at,
      taskTitle: review.task_title,
    })),
  };
}

/** A volunteer's public profile with their review count; null when there is no such volunteer. */
export async function fetchVolunteerPublicProfile(
  client: Client,
  userId: string,
): Promise<VolunteerPublicProfile | null> {
  const [volunteer, reviewCount] = await Promise.all([
    fetchPublicProfile(client, userId),
    client.from('reviews').select('id', { count: 'exact', head: true }).eq('user_id', userId),
  ]);
  if (volunteer === null) return null;
  return {
    volunteer: { ...volunteer, profile_url: resolveProfileUrl(client, volunteer.profile_url) },
    reviewCount: unwrapCount(reviewCount),
  };
}

/**
 * What an organisation weighs before deciding on an applicant (issue #44): hours given and tasks
 * done (their ledger), and how often they said they couldn't come against the work they completed.
 */
export type ApplicantFacts = {
  hours: number;
  tasksDone: number;
  completed: number;
  saidCantCome: number;
};

/** An applicant's facts, for an organisation they applied to (get_applicant_facts). */
export async function fetchApplicantFacts(client: Client, userId: string): Promise<ApplicantFacts> {
  const [row] = unwrapList(await client.rpc('get_applicant_facts', { p_user_id: userId }));
  return {
    hours: Number(row?.hours ?? 0),
    tasksDone: row?.tasks_done ?? 0,
    completed: row?.completed ?? 0,
    saidCantCome: row?.said_cant_come ?? 0,
  };
}
