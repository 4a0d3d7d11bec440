import { paths } from 'shared-domain';

/** SPEC §2 "Always reachable": the onboarding screens a signed-in user of the role may always open. */
const ALWAYS_REACHABLE: readonly string[] = [
  paths.selectOrganisations,
  paths.volunteerCompleteProfile,
  paths.organisationCompleteProfile,
];

export function isAlwaysReachable(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ALWAYS_REACHABLE.includes(path);
}
