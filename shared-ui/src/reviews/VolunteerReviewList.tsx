import { useEffect, useMemo } from 'react';
import {
  MORE_REVIEWS_LOAD_FAILED,
  NO_REVIEWS,
  REVIEWS_LOAD_FAILED,
  SHOW_MORE_REVIEWS,
  useVolunteerReviewPages,
} from 'shared-domain';
import { EmptyState } from '../feedback/EmptyState';
import { Loading } from '../feedback/Loading';
import { LoadError } from '../paging/LoadError';
import { PagedListEnd } from '../paging/PagedListEnd';
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
  const {
    data,
    error,
    isFetching,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
    refetch,
  } = useVolunteerReviewPages(userId);

  useEffect(() => {
    if (error !== undefined) console.error('Reviews could not be loaded', error);
  }, [error]);

  const reviews = useMemo(() => data?.pages.flatMap((page) => page.rows) ?? [], [data]);

  if (data === undefined) {
    return error === undefined ? (
      <Loading />
    ) : (
      <LoadError
        message={REVIEWS_LOAD_FAILED}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  if (reviews.length === 0) return <EmptyState text={NO_REVIEWS} />;
  return (
    <>
      <ReviewsCarousel reviews={reviews} label={`Reviews of ${name}`} />
      <PagedListEnd
        hasMore={hasNextPage}
        loadingMore={isFetchingNextPage}
        failed={isFetchNextPageError}
        label={SHOW_MORE_REVIEWS}
        failedMessage={MORE_REVIEWS_LOAD_FAILED}
        onMore={() => void fetchNextPage()}
      />
    </>
  );
}
