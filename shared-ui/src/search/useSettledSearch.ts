import { useEffect, useState } from 'react';

/** How long typing pauses before a search goes to the database. */
export const SEARCH_SETTLE_MS = 250;

/** The search as typed, trimmed, once typing has paused: what a list asks the database for. */
export function useSettledSearch(search: string): string {
  const [settled, setSettled] = useState(search.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(search.trim()), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  return settled;
}
