import {
  ORGANISATION_SEARCH_PLACEHOLDER,
  matchesOrganisationSearch,
  searchOrganisations,
  toggleOrganisationChoice,
} from './organisationSearch';

const organisations = [
  { id: 'o1', name: 'Harbour Helpers' },
  { id: 'o2', name: 'Park Rangers' },
  { id: 'o3', name: 'Seaside Surf Club' },
];

describe('searchOrganisations', () => {
  it('shows every organisation for an empty or blank search', () => {
    expect(searchOrganisations(organisations, '')).toEqual(organisations);
    expect(searchOrganisations(organisations, '   ')).toEqual(organisations);
  });

  it('matches part of the name ignoring case and surrounding spaces', () => {
    expect(searchOrganisations(organisations, '  HARBOUR ').map((o) => o.id)).toEqual(['o1']);
    expect(searchOrganisations(organisations, 'ers').map((o) => o.id)).toEqual(['o1', 'o2']);
  });

  it('finds nothing for a name no organisation has, so the screen says none were found', () => {
    expect(searchOrganisations(organisations, 'Library')).toEqual([]);
    expect(searchOrganisations([], 'Harbour')).toEqual([]);
  });

  it('keeps spaces inside the query', () => {
    expect(matchesOrganisationSearch({ name: 'Seaside Surf Club' }, 'surf club')).toBe(true);
    expect(matchesOrganisationSearch({ name: 'Seaside Surf Club' }, 'surfclub')).toBe(false);
  });

  it('has a placeholder for the search box', () => {
    expect(ORGANISATION_SEARCH_PLACEHOLDER).toBe('Search organisations');
  });
});

describe('toggleOrganisationChoice', () => {
  it('adds an organisation not yet chosen at the end', () => {
    expect(toggleOrganisationChoice(['o1'], 'o2')).toEqual(['o1', 'o2']);
    expect(toggleOrganisationChoice([], 'o2')).toEqual(['o2']);
  });

  it('removes a chosen organisation and keeps the order of the rest', () => {
    expect(toggleOrganisationChoice(['o1', 'o2', 'o3'], 'o2')).toEqual(['o1', 'o3']);
  });

  it('does not change the list it was given', () => {
    const chosen = ['o1'];
    toggleOrganisationChoice(chosen, 'o2');
    expect(chosen).toEqual(['o1']);
  });
});
