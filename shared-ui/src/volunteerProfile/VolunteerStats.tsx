import { formatRating, NOT_RATED_YET, pointsLabel } from 'shared-domain';
import styled from 'styled-components';
import { ProfileStats } from '../profileLayout/profileLayout';
import { StarRating } from '../starRating/StarRating';

// The rating once, its stars beside the figure (issue #20: the public profile showed it twice).
const RatingStars = styled.span`
  display: inline-flex;
  margin-left: ${({ theme }) => theme.space.xs};
  vertical-align: middle;
`;

const NotRated = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export interface VolunteerStatsProps {
  points: number;
  rating: number | null;
  /** Shown where the reviews were counted (the public profile). */
  reviewCount?: number;
}

/**
 * A volunteer's figures as both their own profile and their public profile show them (issue #20:
 * the two used different layouts): Points, Rating with its stars, and Reviews when counted.
 */
export function VolunteerStats({ points, rating, reviewCount }: VolunteerStatsProps) {
  return (
    <ProfileStats>
      <div>
        <dt>Points</dt>
        <dd>{pointsLabel(points)}</dd>
      </div>
      <div>
        <dt>Rating</dt>
        <dd>
          {formatRating(rating)}
          {rating === null || rating <= 0 ? (
            // Five empty stars read as a bad rating (issue #44); 0.0 stays, as SPEC §9 has it.
            <NotRated>{NOT_RATED_YET}</NotRated>
          ) : (
            <RatingStars>
              <StarRating value={rating} size={16} />
            </RatingStars>
          )}
        </dd>
      </div>
      {reviewCount !== undefined && (
        <div>
          <dt>Reviews</dt>
          <dd>{reviewCount}</dd>
        </div>
      )}
    </ProfileStats>
  );
}
