import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useMyApplicationsInfiniteQuery } from '../api/myApplicationsApi';
import { isListed, type ListedApplication } from './listedApplication';

/**
 * The volunteer's applications from every page read so far, newest first, only those whose task
 * they can still read; `failed` when the list itself (not a further page) could not be read.
 */
export function useApplicationPages(userId: string | null) {
  const query = useMyApplicationsInfiniteQuery(userId ?? skipToken);
  const { isError, currentData } = query;

  // currentData, not data: another account's applications must never show.
  const applications = useMemo<ListedApplication[] | undefined>(
    () => currentData?.pages.flatMap((page) => page.rows).filter(isListed),
    [currentData],
  );
  return { query, applications, failed: isError && !query.isFetchNextPageError };
}
