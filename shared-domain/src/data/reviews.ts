import type { Tables } from '../database';
import { normaliseReviewComment } from '../rules/reviewValidation';
import { unwrap, unwrapList, type Client } from './client';

export type ReviewRow = Tables<'reviews'>;

/** Once per task and volunteer, only after their work was marked done; the database enforces both. */
export async function submitReview(
  client: Client,
  review: { taskId: string; userId: string; rating: number; comment?: string | null },
): Promise<ReviewRow> {
  const comment = normaliseReviewComment(review.comment);
  return unwrap(
    await client.rpc('submit_review', {
      p_task_id: review.taskId,
      p_user_id: review.userId,
      p_rating: review.rating,
      ...(comment === null ? {} : { p_comment: comment }),
    }),
  );
}

export async function fetchTaskReviews(
  client: Client,
  taskId: string,
): Promise<Pick<ReviewRow, 'volunteer_id' | 'rating' | 'comment'>[]> {
  return unwrapList(
    await client.from('reviews').select('volunteer_id, rating, comment').eq('task_id', taskId),
  );
}

/** Whether the review screen should say the volunteer was already reviewed for the task. */
export async function hasReview(client: Client, taskId: string, userId: string): Promise<boolean> {
  const row = unwrap(
    await client
      .from('reviews')
      .select('id')
      .eq('task_id', taskId)
      .eq('user_id', userId)
      .maybeSingle(),
  );
  return row !== null;
}
