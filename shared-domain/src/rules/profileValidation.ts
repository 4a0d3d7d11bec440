import { ORGANISATION_LOGO_REQUIRED, ORGANISATION_SELECTION_REQUIRED } from '../messages';

/** The organisation profile cannot be submitted without a logo, new or already uploaded (SPEC §5). */
export function validateOrganisationLogo(hasLogo: boolean): string | null {
  return hasLogo ? null : ORGANISATION_LOGO_REQUIRED;
}

/** 'Continue' stays disabled until at least one organisation is chosen (SPEC §2). */
export function canContinueOrganisationSelection(selectedIds: readonly unknown[]): boolean {
  return selectedIds.length > 0;
}

export function validateOrganisationSelection(selectedIds: readonly unknown[]): string | null {
  return canContinueOrganisationSelection(selectedIds) ? null : ORGANISATION_SELECTION_REQUIRED;
}

/** Interests are stored comma-joined in users.interests (SPEC §3). */
export function joinInterests(interests: readonly string[]): string {
  return interests.join(',');
}

export function splitInterests(stored: string | null | undefined): string[] {
  return (stored ?? '')
    .split(',')
    .map((interest) => interest.trim())
    .filter(Boolean);
}
