export const ORGANISATION_SEARCH_PLACEHOLDER = 'Search organisations';

/** An organisation's name contains the query, ignoring case and surrounding spaces. */
export function matchesOrganisationSearch(organisation: { name: string }, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || organisation.name.toLowerCase().includes(needle);
}

/**
 * The organisations the /volunteer/select-organisations grid shows for a search, in their order;
 * an empty result is the screen's 'No organisations found.' (SPEC §2).
 */
export function searchOrganisations<O extends { name: string }>(
  organisations: readonly O[],
  query: string,
): O[] {
  return organisations.filter((organisation) => matchesOrganisationSearch(organisation, query));
}

/** Choosing an organisation again unchooses it; the rest keep their order. */
export function toggleOrganisationChoice(selectedIds: readonly string[], id: string): string[] {
  return selectedIds.includes(id)
    ? selectedIds.filter((chosen) => chosen !== id)
    : [...selectedIds, id];
}
