import { bioText, LOADING, VOLUNTEER_NOT_FOUND, type VolunteerPublicProfile } from 'shared-domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from '../avatar/Avatar';
import { EmptyState } from '../feedback/EmptyState';
import { Loading } from '../feedback/Loading';
import { PageColumn } from '../layout/PageColumn';
import { ProfileIdentity as Identity } from '../profileLayout/profileLayout';
import { BackButton } from '../navigation/BackButton';
import { VolunteerReviewList } from '../reviews/VolunteerReviewList';
import { ReportBlockMenu } from './ReportBlockMenu';
import { VolunteerStats } from './VolunteerStats';

export interface VolunteerPublicProfileViewProps {
  /** The loaded profile; undefined while it loads, null when there is no such volunteer. */
  profile: VolunteerPublicProfile | null | undefined;
  /** Where Back goes; the previous page when absent. */
  backTo?: string;
  /** What the viewer's app adds under the stats (an organisation's facts about its applicant). */
  details?: ReactNode;
}

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
export function VolunteerPublicProfileView({
  profile,
  backTo,
  details,
}: VolunteerPublicProfileViewProps) {
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
      <VolunteerStats
        points={volunteer.points}
        rating={volunteer.average_rating}
        reviewCount={reviewCount}
      />
      {details}
      <ReviewsHeading>Reviews</ReviewsHeading>
      <VolunteerReviewList userId={volunteer.id} name={volunteer.name} />
    </PageColumn>
  );
}
