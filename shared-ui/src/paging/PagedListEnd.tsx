import styled from 'styled-components';
import { Button } from '../primitives/Button';
import { LoadError } from './LoadError';

const End = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface PagedListEndProps {
  /** Another page follows the rows shown. */
  hasMore: boolean;
  /** The next page is being read. */
  loadingMore: boolean;
  /** Reading the next page failed. */
  failed: boolean;
  /** The button's text, naming what it loads, e.g. 'Show more tasks'. */
  label: string;
  /** The button's accessible name when the text alone is ambiguous on the page; starts with `label`. */
  name?: string;
  /** What could not be loaded when the next page fails, e.g. 'More tasks could not be loaded.' */
  failedMessage: string;
  onMore: () => void;
}

/** The end of a list read a page at a time: Show more while more follows, or Retry when it failed. */
export function PagedListEnd({
  hasMore,
  loadingMore,
  failed,
  label,
  name,
  failedMessage,
  onMore,
}: PagedListEndProps) {
  if (failed) {
    return <LoadError message={failedMessage} retrying={loadingMore} onRetry={onMore} />;
  }
  if (!hasMore) return null;
  return (
    <End>
      <Button
        type="button"
        $variant="secondary"
        aria-label={name}
        aria-busy={loadingMore}
        disabled={loadingMore}
        onClick={onMore}
      >
        {label}
      </Button>
    </End>
  );
}

/** What PagedQueryEnd needs of an RTK Query infinite query's result. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

export type PagedQueryEndProps = Pick<PagedListEndProps, 'label' | 'name' | 'failedMessage'> & {
  /** The infinite query whose pages the list shows. */
  pages: PagedQuery;
};

/** PagedListEnd of an infinite query: Show more reads its next page, Retry reads it again. */
export function PagedQueryEnd({ pages, ...texts }: PagedQueryEndProps) {
  return (
    <PagedListEnd
      hasMore={pages.hasNextPage}
      loadingMore={pages.isFetchingNextPage}
      failed={pages.isFetchNextPageError}
      onMore={() => void pages.fetchNextPage()}
      {...texts}
    />
  );
}
