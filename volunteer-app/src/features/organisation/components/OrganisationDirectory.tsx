import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import {
  FOLLOWING,
  LOADING,
  MORE_ORGANISATIONS_LOAD_FAILED,
  NO_ORGANISATIONS,
  ORGANISATION_SEARCH_PLACEHOLDER,
  ORGANISATIONS_HEADING,
  ORGANISATIONS_LOAD_FAILED,
  paths,
  searchOrganisations,
  selectSessionUserId,
  SHOW_MORE_ORGANISATIONS,
} from 'shared-domain';
import { Avatar, Badge, Card, PagedList, SearchBox, useSettledSearch } from 'shared-ui';
import styled from 'styled-components';
import { ListScreenHeading } from '../../../components/headings';
import { useOrganisationsByNameInfiniteQuery } from '../../../shared/api/organisationsApi';
import { useFollowedOrganisationsQuery } from '../../../shared/api/organisationsApi';
import { FollowButton } from './FollowButton';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
`;

const Name = styled(Link)`
  flex: 1;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Side = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * /volunteer/organisations (issue #44): every organisation by name, searched in the database, each
 * opening its page (its profile and open tasks) and with Follow or Unfollow, so an organisation
 * that joins after sign-up can still be found.
 */
export function OrganisationDirectory() {
  const userId = useSelector(selectSessionUserId);
  const [query, setQuery] = useState('');
  const organisations = useOrganisationsByNameInfiniteQuery(useSettledSearch(query));
  const followed = useFollowedOrganisationsQuery(userId ?? skipToken);
  const pages = organisations.data;
  const loaded = useMemo(() => pages?.pages.flatMap((page) => page.rows), [pages]);
  // The search goes to the database once typing pauses; meanwhile the rows read are narrowed at once.
  const shown = loaded === undefined ? undefined : searchOrganisations(loaded, query);
  const following = new Set((followed.data ?? []).map((organisation) => organisation.id));

  return (
    <Page aria-labelledby="organisations-heading">
      <ListScreenHeading id="organisations-heading">{ORGANISATIONS_HEADING}</ListScreenHeading>
      <SearchBox value={query} onChange={setQuery} placeholder={ORGANISATION_SEARCH_PLACEHOLDER} />
      <PagedList
        pages={organisations}
        rows={shown}
        loading={organisations.isUninitialized}
        loadingText={LOADING}
        emptyText={NO_ORGANISATIONS}
        failedMessage={ORGANISATIONS_LOAD_FAILED}
        moreLabel={SHOW_MORE_ORGANISATIONS}
        moreFailedMessage={MORE_ORGANISATIONS_LOAD_FAILED}
      >
        {(rows) => (
          <List aria-label={ORGANISATIONS_HEADING}>
            {rows.map((organisation) => (
              <li key={organisation.id}>
                <Row as="article" aria-label={organisation.name}>
                  <Avatar
                    src={organisation.logo_url}
                    name={organisation.name}
                    size={48}
                    shape="square"
                    decorative
                  />
                  <Name to={paths.volunteerOrganisation(organisation.id)}>{organisation.name}</Name>
                  <Side>
                    {following.has(organisation.id) && <Badge tone="success">{FOLLOWING}</Badge>}
                    <FollowButton organisation={organisation} size="sm" />
                  </Side>
                </Row>
              </li>
            ))}
          </List>
        )}
      </PagedList>
    </Page>
  );
}
