/**
 * Copies of screens and records of first reads that earlier builds kept in localStorage for the
 * next visit (up to a week of other people's names, photos and message previews, issue #45): gone
 * with the mechanism, and wiped from browsers that still hold them.
 */
const RETIRED_KEYS = /^portal:(last-visit|start-up)(:|$)/;

export function forgetRetiredCopies(view: Pick<Window, 'localStorage'>): void {
  try {
    const storage = view.localStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    for (const key of keys) if (RETIRED_KEYS.test(key)) storage.removeItem(key);
  } catch {
    // Storage that cannot be read holds nothing of ours either.
  }
}
