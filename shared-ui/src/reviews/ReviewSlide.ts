export interface ReviewSlide {
  id: string | number;
  /** 1 to 5. */
  rating: number;
  comment?: string | null;
  reviewerName: string;
  reviewerAvatarUrl?: string | null;
  /** ISO or Postgres timestamp of the review. */
  createdAt?: string | null;
  /** The task the review was written for. */
  taskTitle?: string | null;
}
