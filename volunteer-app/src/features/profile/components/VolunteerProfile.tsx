import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import {
  LOADING_USER_INFO,
  PROFILE_NOT_FOUND,
  bioText,
  paths,
  selectSessionStatus,
  selectSessionUserId,
} from 'shared-domain';
import {
  Avatar,
  Button,
  EmptyState,
  Loading,
  VolunteerReviewList,
  VolunteerStats,
} from 'shared-ui';
import styled from 'styled-components';
import { useOwnProfileQuery } from '../api/profileApi';
import { CalendarFeedSection } from './CalendarFeedSection';
import { SectionHeading } from '../../../components/headings';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.detailWidth};
  margin-inline: auto;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Name = styled.h1`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  overflow-wrap: break-word;
`;

const Bio = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: break-word;
`;

/**
 * The volunteer's own profile: points, rating, bio and reviews, with settings to edit (SPEC §2). The
 * reviews are read a page at a time (Show more reviews), a failed read said with Retry. `record`
 * goes below the reviews: the app's profile page puts the volunteer's record there.
 */
export function VolunteerProfile({ record }: { record?: ReactNode }) {
  const status = useSelector(selectSessionStatus);
  const userId = useSelector(selectSessionUserId);
  const { data, isUninitialized, isLoading, isError, error } = useOwnProfileQuery(
    userId ?? skipToken,
  );

  useEffect(() => {
    if (isError) console.error(error);
  }, [isError, error]);

  if (status === 'loading' || (userId !== null && (isUninitialized || isLoading)))
    return <Loading text={LOADING_USER_INFO} />;
  if (data === undefined) return <EmptyState text={PROFILE_NOT_FOUND} />;
  const { user, photoUrl } = data;

  return (
    <Page aria-labelledby="profile-name">
      <Header>
        <Avatar src={photoUrl} name={user.name} size={80} />
        <Name id="profile-name">{user.name}</Name>
        <Button as={Link} to={paths.volunteerEditProfile} $variant="secondary" $size="sm">
          Settings
        </Button>
      </Header>
      <VolunteerStats points={user.points} rating={user.average_rating} />
      <SectionHeading>Bio</SectionHeading>
      <Bio>{bioText(user.bio)}</Bio>
      <SectionHeading>Reviews</SectionHeading>
      <VolunteerReviewList userId={user.id} name={user.name} />
      {record}
      <CalendarFeedSection />
    </Page>
  );
}
