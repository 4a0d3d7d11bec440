import { useMemo } from 'react';
import {
  MORE_REVIEWS_LOAD_FAILED,
  NO_REVIEWS,
  REVIEWS_LOAD_FAILED,
  SHOW_MORE_REVIEWS,
  useVolunteerReviewPages,
} from 'shared-domain';
import { PagedList } from '../paging/PagedList';
import { ReviewsCarousel } from './ReviewsCarousel';

export interface VolunteerReviewListProps {
  userId: string;
  /** The volunteer's name, which names the carousel. */
  name: string;
}

/**
 * A volunteer's reviews in the carousel, read a page at a time (Show more reviews); a failed read
 * is said with Retry. Used by the own profile and by the public profile in either app.
 */
export function VolunteerReviewList({ userId, name }: VolunteerReviewListProps) {
  const pages = useVolunteerReviewPages(userId);
  const reviews = useMemo(() => pages.data?.pages.flatMap((page) => page.rows), [pages.data]);
  return (
    <PagedList
      pages={pages}
      rows={reviews}
      emptyText={NO_REVIEWS}
      failedMessage={REVIEWS_LOAD_FAILED}
      moreLabel={SHOW_MORE_REVIEWS}
      moreFailedMessage={MORE_REVIEWS_LOAD_FAILED}
    >
      {(rows) => <ReviewsCarousel reviews={rows} label={`Reviews of ${name}`} />}
    </PagedList>
  );
}
