import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { formatRating, LOADING, NO_BIO, NO_REVIEWS, VOLUNTEER_NOT_FOUND } from 'shared-domain';
import { Avatar, BackButton, EmptyState, Loading, ReviewsCarousel, StarRating } from 'shared-ui';
import styled from 'styled-components';
import { profilesApi } from '../api/profilesApi';
import { useEndpointQuery } from '../../../hooks/useEndpointQuery';
import { Identity, Stats } from './layout';
import { ProfileMenu } from './ProfileMenu';

const TopRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

/** A volunteer's public profile as organisations see it (SPEC §2). */
export function VolunteerProfile() {
  const { userId } = useParams();
  const profile = useEndpointQuery(profilesApi.endpoints.volunteerProfile, userId ?? skipToken);
  const { isError, error } = profile;

  useEffect(() => {
    if (isError) console.error(error);
  }, [isError, error]);

  const top = (
    <TopRow>
      <BackButton />
      <ProfileMenu />
    </TopRow>
  );
  if (profile.isLoading) {
    return (
      <>
        {top}
        <Loading text={LOADING} />
      </>
    );
  }
  if (profile.data === undefined || profile.data === null) {
    return (
      <>
        {top}
        <EmptyState text={VOLUNTEER_NOT_FOUND} />
      </>
    );
  }
  const { volunteer, reviews } = profile.data;
  return (
    <article aria-labelledby="volunteer-name">
      {top}
      <Identity>
        <Avatar src={volunteer.profile_url} name={volunteer.name} size={88} />
        <div>
          <h1 id="volunteer-name">{volunteer.name}</h1>
          <p>{volunteer.bio === null || volunteer.bio.trim() === '' ? NO_BIO : volunteer.bio}</p>
        </div>
      </Identity>
      <Stats>
        <div>
          <dt>Points</dt>
          <dd>{volunteer.points}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>{formatRating(volunteer.average_rating)}</dd>
        </div>
        <div>
          <dt>Reviews</dt>
          <dd>{reviews.length}</dd>
        </div>
      </Stats>
      <StarRating value={volunteer.average_rating} showValue />
      <h2>Reviews</h2>
      {reviews.length === 0 ? (
        <EmptyState text={NO_REVIEWS} />
      ) : (
        <ReviewsCarousel reviews={reviews} label={`Reviews of ${volunteer.name}`} />
      )}
    </article>
  );
}
