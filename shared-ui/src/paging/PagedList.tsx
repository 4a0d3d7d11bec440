import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { REFRESHING } from 'shared-domain';
import styled from 'styled-components';
import { medium } from '../layout/areaFrame';
import { EmptyState } from '../feedback/EmptyState';
import { ListSkeleton } from '../feedback/ListSkeleton';
import { LoadError } from './LoadError';
import { PagedQueryEnd, type PagedQuery } from './PagedListEnd';

// Floats over the screen rather than taking a line in it: appearing and going, it moves nothing.
const Refreshing = styled.p`
  position: fixed;
  bottom: calc(80px + env(safe-area-inset-bottom, 0px));
  left: 50%;
  z-index: 5;
  transform: translateX(-50%);
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  pointer-events: none;

  &:empty {
    display: none;
  }

  ${medium} {
    bottom: ${({ theme }) => theme.space.lg};
  }
`;

/** What PagedList needs of an RTK Query infinite query's result. */
export interface PagedListQuery extends PagedQuery {
  isLoading: boolean;
  isFetching: boolean;
  /** The result for the current argument: undefined while another search's or filter's first page loads. */
  currentData?: unknown;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface PagedListProps<Row> {
  /** The infinite query whose pages the list shows. */
  pages: PagedListQuery;
  /** The rows of the pages read so far (undefined before the first page). */
  rows: readonly Row[] | undefined;
  /** Something else the list waits for, e.g. the session. */
  loading?: boolean;
  loadingText?: string;
  emptyText: string;
  /** The one action that helps when the list is empty, e.g. a link to create the first task. */
  emptyAction?: ReactNode;
  /** Said, with Retry, when the first page could not be read. */
  failedMessage: string;
  /** Show more's text, and what is said when a further page could not be read. */
  moreLabel: string;
  moreFailedMessage: string;
  /**
   * How many rows to render first when the list appears: the rest follow at a transition's
   * priority, once these are on screen. For a list whose rows are large (cards), whose first
   * screen needs a few of a page's 20: rendering all 20 before showing any made the volunteer's
   * Home wait about 0.9 s after its scripts had arrived, at Lighthouse's 4x slowdown (issue #18).
   * Undefined: all at once.
   */
  firstRows?: number;
  /** Renders the rows (a list of them). */
  children: (rows: readonly Row[]) => ReactNode;
}

/**
 * A list read a page at a time, in each of its states: loading; a failed read said as a failure
 * with Retry (never as an empty list); empty; the rows, then Show more or a further page's Retry.
 * Failures are logged (SPEC §8).
 */
export function PagedList<Row>({
  pages,
  rows,
  loading = false,
  loadingText,
  emptyText,
  emptyAction,
  failedMessage,
  moreLabel,
  moreFailedMessage,
  firstRows,
  children,
}: PagedListProps<Row>) {
  const { isError, error } = pages;
  useEffect(() => {
    if (isError) console.error(error);
  }, [isError, error]);
  const failed = isError && !pages.isFetchNextPageError;
  // The first rows are rendered at a transition's priority. Data arriving is a store update, which
  // React renders at once and in one piece: a screen's worth of cards made one long task that held
  // up input (issue #18, Total Blocking Time). Deferred, React renders them in slices between other
  // work, a moment later, with the skeleton on screen meanwhile. Only whether there are rows is
  // deferred, so later rows (Show more, another search, another account's) show as they are.
  const rowsShown = useDeferredValue(rows !== undefined);
  // The first rows, then all of them; once all have been shown, later pages and searches show whole.
  const [allRowsShown, setAllRowsShown] = useState(firstRows === undefined);
  const firstRowsOnly =
    !allRowsShown && rowsShown && firstRows !== undefined && (rows?.length ?? 0) > firstRows;
  // A list shown whole already (a short one) stays whole: its next pages do not start over.
  if (!allRowsShown && rowsShown && rows !== undefined && !firstRowsOnly) setAllRowsShown(true);
  useEffect(() => {
    if (firstRowsOnly) startTransition(() => setAllRowsShown(true));
  }, [firstRowsOnly]);
  let body: ReactNode;
  if (loading || pages.isLoading || (rows !== undefined && !rowsShown)) {
    body = <ListSkeleton text={loadingText} />;
  } else if (rows === undefined) {
    body = failed ? null : <EmptyState text={emptyText} action={emptyAction} />;
  } else {
    // Rows shown while this list is read again (last-known ones from an earlier visit, or after a
    // change) say so until the fresh read lands; they stay usable meanwhile.
    const refreshing =
      pages.isFetching && !pages.isFetchingNextPage && pages.currentData !== undefined;
    body = (
      <>
        <Refreshing role="status">{refreshing ? REFRESHING : ''}</Refreshing>
        {rows.length === 0 ? (
          <EmptyState text={emptyText} action={emptyAction} />
        ) : (
          children(firstRowsOnly ? rows.slice(0, firstRows) : rows)
        )}
        {!firstRowsOnly && (
          <PagedQueryEnd pages={pages} label={moreLabel} failedMessage={moreFailedMessage} />
        )}
      </>
    );
  }
  return (
    <>
      {failed && (
        <LoadError
          message={failedMessage}
          retrying={pages.isFetching}
          onRetry={() => void pages.refetch()}
        />
      )}
      {body}
    </>
  );
}
