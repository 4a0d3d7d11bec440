import {
  bioText,
  formatRating,
  LOADING,
  VOLUNTEER_NOT_FOUND,
  type VolunteerPublicProfile,
} from 'shared-domain';
import styled from 'styled-components';
import { Avatar } from '../avatar/Avatar';
import { EmptyState } from '../feedback/EmptyState';
import { Loading } from '../feedback/Loading';
import { PageColumn } from '../layout/PageColumn';
import { ProfileIdentity as Identity, ProfileStats as Stats } from '../profileLayout/profileLayout';
import { BackButton } from '../navigation/BackButton';
import { VolunteerReviewList } from '../reviews/VolunteerReviewList';
import { StarRating } from '../starRating/StarRating';
import { ReportBlockMenu } from './ReportBlockMenu';

export interface VolunteerPublicProfileViewProps {
  /** The loaded profile; undefined while it loads, null when there is no such volunteer. */
  profile: VolunteerPublicProfile | null | undefined;
  /** Where Back goes; the previous page when absent. */
  backTo?: string;
}

// The rating once, its stars beside the figure (issue #20: it was shown twice).
const RatingStars = styled.span`
  display: inline-flex;
  margin-left: ${({ theme }) => theme.space.xs};
  vertical-align: middle;
`;

const TopRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const ReviewsHeading = styled.h2`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
`;

/**
 * A volunteer's public profile (SPEC §2): back, the Report/Block menu, points, rating and the
 * swipeable reviews carousel, read a page at a time. Each app loads the profile with
 * fetchVolunteerPublicProfile.
 */
export function VolunteerPublicProfileView({ profile, backTo }: VolunteerPublicProfileViewProps) {
  const top = (
    <TopRow>
      <BackButton to={backTo} />
      <ReportBlockMenu name={profile?.volunteer.name ?? 'this volunteer'} />
    </TopRow>
  );
  if (profile === undefined) {
    return (
      <>
        {top}
        <Loading text={LOADING} />
      </>
    );
  }
  if (profile === null) {
    return (
      <>
        {top}
        <EmptyState text={VOLUNTEER_NOT_FOUND} />
      </>
    );
  }
  const { volunteer, reviewCount } = profile;
  return (
    <PageColumn as="article" $width="detail" aria-labelledby="volunteer-name">
      {top}
      <Identity>
        <Avatar src={volunteer.profile_url} name={volunteer.name} size={88} />
        <div>
          <h1 id="volunteer-name">{volunteer.name}</h1>
          <p>{bioText(volunteer.bio)}</p>
        </div>
      </Identity>
      <Stats>
        <div>
          <dt>Points</dt>
          <dd>{volunteer.points}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>
            {formatRating(volunteer.average_rating)}
            <RatingStars>
              <StarRating value={volunteer.average_rating} size={16} />
            </RatingStars>
          </dd>
        </div>
        <div>
          <dt>Reviews</dt>
          <dd>{reviewCount}</dd>
        </div>
      </Stats>
      <ReviewsHeading>Reviews</ReviewsHeading>
      <VolunteerReviewList userId={volunteer.id} name={volunteer.name} />
    </PageColumn>
  );
}
