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
