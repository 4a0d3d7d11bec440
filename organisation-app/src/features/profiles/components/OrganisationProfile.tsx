import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import {
  detailOrNotSpecified,
  formatDate,
  LOADING_ORGANISATION_PROFILE,
  NOT_AUTHENTICATED,
  ORGANISATION_NOT_FOUND,
  organisationTypeLabel,
  parseOptionalTimestamp,
  paths,
  selectSessionStatus,
  selectSessionUserId,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  socialProfileUrl,
  websiteUrl,
} from 'shared-domain';
import {
  Avatar,
  BackButton,
  FormError,
  Loading,
  PageColumn,
  ProfileIdentity as Identity,
  ProfileStats as Stats,
} from 'shared-ui';
import styled from 'styled-components';
import { profilesApi } from '../api/profilesApi';
import { Facts } from '../../../layout/Facts';
import { SOCIAL_ICONS } from './socialLinks';

const Socials = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

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

/** An organisation's profile (SPEC §2): own without a parameter, another's at /profile/{orgId}. */
export function OrganisationProfile() {
  const { orgId } = useParams();
  const sessionStatus = useSelector(selectSessionStatus);
  const viewerId = useSelector(selectSessionUserId);
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
  const joined = parseOptionalTimestamp(stats.joined);
  const socials = SOCIAL_NETWORKS.flatMap((network) => {
    const url = socialProfileUrl(network, organisation[network]);
    return url === null ? [] : [{ network, url }];
  });
  const website = websiteUrl(organisation.website);
  const websiteText = detailOrNotSpecified(organisation.website);

  return (
    <PageColumn as="article" $width="detail" aria-labelledby="organisation-name">
      {!own && <BackButton />}
      <Identity>
        <Avatar src={organisation.logo_url} name={organisation.name} size={88} shape="square" />
        <div>
          <h1 id="organisation-name">{organisation.name}</h1>
          <p>{organisationTypeLabel(organisation.type)}</p>
        </div>
      </Identity>
      {socials.length > 0 && (
        <Socials aria-label="Social media">
          {socials.map(({ network, url }) => (
            <li key={network}>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                aria-label={SOCIAL_NETWORK_LABELS[network]}
              >
                {SOCIAL_ICONS[network]}
              </a>
            </li>
          ))}
        </Socials>
      )}
      <Stats>
        <div>
          <dt>Tasks Posted</dt>
          <dd>{stats.tasksPosted}</dd>
        </div>
        <div>
          <dt>Applicants</dt>
          <dd>{stats.applicants}</dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{joined === null ? '' : formatDate(joined)}</dd>
        </div>
      </Stats>
      <Facts>
        <dt>Mission</dt>
        <dd>{detailOrNotSpecified(organisation.mission)}</dd>
        <dt>Website</dt>
        <dd>
          {website === null ? (
            websiteText
          ) : (
            <a href={website} target="_blank" rel="noreferrer">
              {websiteText}
            </a>
          )}
        </dd>
        <dt>ABN</dt>
        <dd>{detailOrNotSpecified(organisation.abn)}</dd>
      </Facts>
      {own && <EditLink to={paths.organisationEditProfile}>Edit Profile</EditLink>}
    </PageColumn>
  );
}
