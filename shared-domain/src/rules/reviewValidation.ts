import { RATING_MAX, RATING_MIN } from '../constants';
import { RATING_REQUIRED, REVIEW_INFORMATION_MISSING } from '../messages';

export type ReviewInput = {
  rating: number | null;
  taskId: string | number | null | undefined;
  userId: string | null | undefined;
  orgId: string | null | undefined;
};

const present = (id: string | number | null | undefined): boolean =>
  id !== null && id !== undefined && id !== '';

/** A whole-star rating from 1 to 5 is required, then the task, volunteer and reviewer ids (SPEC §5). */
export function validateReview(input: ReviewInput): string | null {
  const { rating } = input;
  if (rating === null || !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
    return RATING_REQUIRED;
  }
  if (!present(input.taskId) || !present(input.userId) || !present(input.orgId)) {
    return REVIEW_INFORMATION_MISSING;
  }
  return null;
}

/** The optional comment is stored trimmed, or not at all when blank. */
export function normaliseReviewComment(comment: string | null | undefined): string | null {
  const trimmed = (comment ?? '').trim();
  return trimmed === '' ? null : trimmed;
}
