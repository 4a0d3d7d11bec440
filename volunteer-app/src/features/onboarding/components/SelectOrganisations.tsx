import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  LOADING,
  MORE_ORGANISATIONS_LOAD_FAILED,
  NO_ORGANISATIONS,
  ORGANISATIONS_LOAD_FAILED,
  ORGANISATION_SEARCH_PLACEHOLDER,
  ORGANISATION_SELECTION_SAVE_FAILED,
  SHOW_MORE_ORGANISATIONS,
  backendMessageOr,
  canContinueOrganisationSelection,
  paths,
  searchOrganisations,
  selectSessionUserId,
  toggleOrganisationChoice,
  type AppDispatch,
} from 'shared-domain';
import {
  Avatar,
  Button,
  notify,
  PagedList,
  SearchBox,
  StepIndicator,
  TileGrid,
  useSettledSearch,
} from 'shared-ui';
import styled from 'styled-components';
import {
  onboardingApi,
  useFollowOrganisationsMutation,
  useLinkedOrganisationIdsQuery,
} from '../api/onboardingApi';
import { useOrganisationsByNameInfiniteQuery } from '../../../shared/api/organisationsApi';
import { ScreenHeading } from '../../../components/headings';
import { FOLLOW_STEP, ONBOARDING_STEPS } from '../onboardingSteps';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 960px;
  margin: 0 auto;
`;

// Always in reach however long the grid: the choice so far and the way on.
const ContinueBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.bar};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 -${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  padding-bottom: calc(${({ theme }) => theme.space.md} + env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Chosen = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

function chosenText(count: number): string {
  if (count === 0) return 'Choose at least one';
  return count === 1 ? '1 chosen' : `${count} chosen`;
}

const Choice = styled.button<{ $on: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $on }) => ($on ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: center;
  overflow-wrap: break-word;
  cursor: pointer;
`;

/**
 * Choose organisations to follow (SPEC §2): searchable, multi-select, Continue once one is chosen.
 * The organisations are read by name a page at a time (Show more organisations), the choices kept
 * whichever page they were made on; the search goes to the database once typing pauses.
 */
export function SelectOrganisations() {
  const userId = useSelector(selectSessionUserId);
  const [query, setQuery] = useState('');
  const organisations = useOrganisationsByNameInfiniteQuery(useSettledSearch(query));
  const linked = useLinkedOrganisationIdsQuery(userId ?? skipToken);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [followOrganisations] = useFollowOrganisationsMutation();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();

  const pages = organisations.data;
  const loaded = useMemo(() => pages?.pages.flatMap((page) => page.rows), [pages]);

  // Until the volunteer changes anything, the organisations they already follow are chosen.
  const selected = chosen ?? linked.data ?? [];
  const toggle = (id: string) => setChosen(toggleOrganisationChoice(selected, id));
  // The search goes to the database once typing pauses; meanwhile the rows read are narrowed at once.
  const shown = loaded === undefined ? undefined : searchOrganisations(loaded, query);

  const save = async () => {
    if (userId === null) return;
    setSaving(true);
    try {
      await followOrganisations({ userId, organisationIds: selected }).unwrap();
      // The profile step sends anyone who follows nothing back here, and the refetch the save
      // asks for may not have started when it first renders: it reads the saved choice at once.
      await dispatch(onboardingApi.util.upsertQueryData('linkedOrganisationIds', userId, selected));
      navigate(paths.volunteerCompleteProfile);
    } catch (failure) {
      console.error(failure);
      notify.error(backendMessageOr(failure, ORGANISATION_SELECTION_SAVE_FAILED));
      setSaving(false);
    }
  };

  return (
    <Page aria-labelledby="select-organisations-heading">
      <StepIndicator steps={ONBOARDING_STEPS} current={FOLLOW_STEP} />
      <ScreenHeading id="select-organisations-heading">
        Choose organisations to follow
      </ScreenHeading>
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
          <TileGrid aria-label="Organisations">
            {rows.map((organisation) => {
              const on = selected.includes(organisation.id);
              return (
                <li key={organisation.id}>
                  <Choice
                    type="button"
                    $on={on}
                    aria-pressed={on}
                    aria-label={organisation.name}
                    onClick={() => toggle(organisation.id)}
                  >
                    <Avatar
                      src={organisation.logo_url}
                      name={organisation.name}
                      size={64}
                      shape="square"
                      decorative
                    />
                    {organisation.name}
                  </Choice>
                </li>
              );
            })}
          </TileGrid>
        )}
      </PagedList>
      <ContinueBar>
        <Chosen aria-live="polite">{chosenText(selected.length)}</Chosen>
        <Button
          type="button"
          disabled={saving || !canContinueOrganisationSelection(selected)}
          onClick={() => void save()}
        >
          Continue
        </Button>
      </ContinueBar>
    </Page>
  );
}
