import { fetchOrganisationsByOwners } from './organisations';
import { fetchReviewsOfUser } from './reviews';
import { fetchTaskTitles } from './tasks';
import { fetchPublicProfile, resolveProfileUrl, type PublicProfile } from './users';
import type { Client } from './client';

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

/** What the volunteer public profile shows (SPEC §2), profile_url already resolved to a URL. */
export type VolunteerPublicProfile = { volunteer: PublicProfile; reviews: VolunteerReview[] };

/** Reviews of a volunteer, newest first, each with its reviewing organisation and task title. */
export async function fetchVolunteerReviews(
  client: Client,
  userId: string,
): Promise<VolunteerReview[]> {
  const reviews = await fetchReviewsOfUser(client, userId);
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
  return reviews.map((review) => {
    const organisation = organisations.find((row) => row.user_id === review.org_id);
    return {
      id: review.id,
      rating: review.rating,
      comment: review.comment,
      reviewerName: organisation?.name ?? 'Organisation',
      reviewerAvatarUrl: organisation?.logo_url ?? null,
      createdAt: review.created_at,
      taskTitle: tasks.find((task) => task.id === review.task_id)?.title ?? null,
    };
  });
}

/** A volunteer's public profile with their reviews; null when there is no such volunteer. */
export async function fetchVolunteerPublicProfile(
  client: Client,
  userId: string,
): Promise<VolunteerPublicProfile | null> {
  const volunteer = await fetchPublicProfile(client, userId);
  if (volunteer === null) return null;
  return {
    volunteer: { ...volunteer, profile_url: resolveProfileUrl(client, volunteer.profile_url) },
    reviews: await fetchVolunteerReviews(client, userId),
  };
}
