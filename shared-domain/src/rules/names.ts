const words = (fullName: string): string[] => fullName.trim().split(/\s+/).filter(Boolean);

/** Up to two uppercase initials from the first two words of a name (SPEC §9: initials limited to 2 letters). */
export function initials(fullName: string): string {
  return words(fullName)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}

/** Chat and leaderboard show first names only (SPEC §9). */
export function firstName(fullName: string): string {
  return words(fullName)[0] ?? '';
}

/** A name as the alphabet reads it: accents and case set aside ("École" files under "e"). */
const alphabetical = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Orders names alphabetically, ignoring case and accents (ties: by the names as written). Not
 * `localeCompare` or `Intl.Collator`: a page's first collation loads the browser's collation
 * data, 13-37 ms at full speed on the CI machine (50-150 ms at Lighthouse's 4x), a long task
 * after a signed-in screen's first answer (issue #18, Total Blocking Time).
 */
export function compareNames(a: string, b: string): number {
  const [x, y] = [alphabetical(a), alphabetical(b)];
  if (x !== y) return x < y ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}
