import {
  formatDate,
  formatRating,
  NO_REVIEWS,
  parseOptionalTimestamp,
  REVIEWS_SWIPE_THRESHOLD_PX,
} from 'shared-domain';
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Avatar } from '../avatar/Avatar';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { StarRating } from '../starRating/StarRating';
import type { ReviewSlide } from './ReviewSlide';
import { useSwipe } from './useSwipe';

export interface ReviewsCarouselProps {
  reviews: readonly ReviewSlide[];
  /** Accessible name of the carousel region. */
  label?: string;
}

const Region = styled.section`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr auto;
  /* Phones give the review the full width and put the buttons beneath it. */
  grid-template-areas:
    'slide slide slide'
    'previous position next';
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-areas:
      'previous slide next'
      'position position position';
  }
`;

const Viewport = styled.div`
  grid-area: slide;
  min-width: 0;
  min-height: 140px;
  border-radius: ${({ theme }) => theme.radii.md};
  /* Vertical scrolling stays with the page; horizontal drags are ours. */
  touch-action: pan-y;
  user-select: none;
  cursor: grab;
`;

const Slide = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Reviewer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const ReviewerName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RatingLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Comment = styled.p`
  margin: 0;
  overflow-wrap: break-word;
`;

const NavButton = styled.button<{ $area: 'previous' | 'next' }>`
  grid-area: ${({ $area }) => $area};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:disabled {
    cursor: default;
    opacity: 0.4;
  }
`;

const Position = styled.p`
  grid-area: position;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

function reviewDate(createdAt: string | null | undefined): string | null {
  const date = parseOptionalTimestamp(createdAt);
  return date === null ? null : formatDate(date);
}

export function ReviewsCarousel({ reviews, label = 'Reviews' }: ReviewsCarouselProps) {
  const [index, setIndex] = useState(0);
  const last = reviews.length - 1;
  // The list can shrink under us (a refetch), so never point past its end.
  const current = Math.min(index, Math.max(last, 0));
  const goPrevious = () => setIndex(Math.max(current - 1, 0));
  const goNext = () => setIndex(Math.min(current + 1, last));
  const swipe = useSwipe(REVIEWS_SWIPE_THRESHOLD_PX, goNext, goPrevious);

  const review = reviews[current];
  if (review === undefined) {
    return <Empty>{NO_REVIEWS}</Empty>;
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goPrevious();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      goNext();
    }
  };

  const date = reviewDate(review.createdAt);
  const meta = [review.taskTitle, date].filter(Boolean).join(' · ');

  return (
    <Region aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <NavButton
        type="button"
        $area="previous"
        aria-label="Previous review"
        onClick={goPrevious}
        disabled={current === 0}
      >
        <ChevronLeftIcon />
      </NavButton>
      <Viewport
        role="group"
        aria-roledescription="slide"
        aria-label={`Review ${current + 1} of ${reviews.length}`}
        tabIndex={0}
        {...swipe}
      >
        <Slide>
          <Reviewer>
            <Avatar src={review.reviewerAvatarUrl} name={review.reviewerName} size={40} />
            <div>
              <ReviewerName>{review.reviewerName}</ReviewerName>
              {meta !== '' && <Meta>{meta}</Meta>}
            </div>
          </Reviewer>
          <RatingLine>
            <StarRating value={review.rating} size={18} />
            <span>{formatRating(review.rating)}</span>
          </RatingLine>
          {review.comment !== null && review.comment !== undefined && review.comment !== '' && (
            <Comment>{review.comment}</Comment>
          )}
        </Slide>
      </Viewport>
      <NavButton
        type="button"
        $area="next"
        aria-label="Next review"
        onClick={goNext}
        disabled={current === last}
      >
        <ChevronRightIcon />
      </NavButton>
      <Position aria-live="polite">
        {current + 1} / {reviews.length}
      </Position>
    </Region>
  );
}
