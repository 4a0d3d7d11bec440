import {
  detailOrNotSpecified,
  formatDate,
  organisationTypeLabel,
  parseOptionalTimestamp,
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  socialProfileUrl,
  websiteUrl,
  type OrganisationRow,
  type OrganisationStats,
} from 'shared-domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from '../avatar/Avatar';
import { Facts } from '../layout/Facts';
import { PageColumn } from '../layout/PageColumn';
import { ProfileIdentity, ProfileStats } from '../profileLayout/profileLayout';
import { SOCIAL_ICONS } from './socialIcons';

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface OrganisationProfileViewProps {
  organisation: OrganisationRow;
  stats: OrganisationStats;
  /** Above the identity: a Back button when the profile was opened from elsewhere. */
  before?: ReactNode;
  /** Under the facts: Edit Profile for the owner; Follow and the open tasks for a volunteer. */
  actions?: ReactNode;
}

/**
 * An organisation's profile as both areas show it (SPEC §2): logo, name and type, social links,
 * Tasks Posted, Applicants and Joined, then mission, website and ABN.
 */
export function OrganisationProfileView({
  organisation,
  stats,
  before,
  actions,
}: OrganisationProfileViewProps) {
  const joined = parseOptionalTimestamp(stats.joined);
  const socials = SOCIAL_NETWORKS.flatMap((network) => {
    const url = socialProfileUrl(network, organisation[network]);
    return url === null ? [] : [{ network, url }];
  });
  const website = websiteUrl(organisation.website);
  const websiteText = detailOrNotSpecified(organisation.website);

  return (
    <PageColumn as="article" $width="detail" aria-labelledby="organisation-name">
      {before}
      <ProfileIdentity>
        <Avatar src={organisation.logo_url} name={organisation.name} size={88} shape="square" />
        <div>
          <h1 id="organisation-name">{organisation.name}</h1>
          <p>{organisationTypeLabel(organisation.type)}</p>
        </div>
      </ProfileIdentity>
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
      <ProfileStats>
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
      </ProfileStats>
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
      {actions !== undefined && <Actions>{actions}</Actions>}
    </PageColumn>
  );
}
