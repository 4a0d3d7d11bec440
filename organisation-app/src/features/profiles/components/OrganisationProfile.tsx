import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import {
  LOADING_ORGANISATION_PROFILE,
  NOT_AUTHENTICATED,
  ORGANISATION_NOT_FOUND,
  paths,
  selectSessionStatus,
  selectActingUserId,
  TEAM_LINK,
} from 'shared-domain';
import { BackButton, FormError, Loading, OrganisationProfileView } from 'shared-ui';
import styled from 'styled-components';
import { profilesApi } from '../api/profilesApi';

const EditLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const TeamLink = styled(EditLink)`
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
`;

/** An organisation's profile (SPEC §2): own without a parameter, another's at /profile/{orgId}. */
export function OrganisationProfile() {
  const { orgId } = useParams();
  const sessionStatus = useSelector(selectSessionStatus);
  const viewerId = useSelector(selectActingUserId);
  const own = orgId === undefined;
  const subject = orgId ?? viewerId;
  const profile = profilesApi.useOrganisationProfileQuery(subject ?? skipToken);
  const { isError, error } = profile;

  useEffect(() => {
    if (isError) console.error(error);
  }, [isError, error]);

  if (own && sessionStatus !== 'loading' && viewerId === null) {
    return <FormError>{NOT_AUTHENTICATED}</FormError>;
  }
  if (sessionStatus === 'loading' || profile.isLoading || profile.isUninitialized) {
    return <Loading text={LOADING_ORGANISATION_PROFILE} />;
  }
  if (profile.data === undefined || profile.data === null) {
    return <FormError>{ORGANISATION_NOT_FOUND}</FormError>;
  }
  const { organisation, stats } = profile.data;
  return (
    <OrganisationProfileView
      organisation={organisation}
      stats={stats}
      before={own ? undefined : <BackButton />}
      actions={
        own ? (
          <Actions>
            <EditLink to={paths.organisationEditProfile}>Edit Profile</EditLink>
            <TeamLink to={paths.organisationTeam}>{TEAM_LINK}</TeamLink>
          </Actions>
        ) : undefined
      }
    />
  );
}
