import styled from 'styled-components';
import { Button } from '../primitives/Button';
import { LoadError } from './LoadError';

const End = styled.div<{ $placement: PagedListEndPlacement }>`
  display: flex;
  justify-content: ${({ $placement }) => ($placement === 'start' ? 'flex-start' : 'center')};
  margin-top: ${({ theme, $placement }) => ($placement === 'start' ? theme.space.sm : theme.space.lg)};
`;

/**
 * Where the button stands: centred under a screen's list, or at the start of a list nested in
 * another one (a task's applicants), so it reads as part of that list and not of the next item.
 */
export type PagedListEndPlacement = 'centre' | 'start';

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
  /** 'centre' (the default) under a screen's list; 'start' for a list inside another list. */
  placement?: PagedListEndPlacement;
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
  placement = 'centre',
}: PagedListEndProps) {
  if (failed) {
    return <LoadError message={failedMessage} retrying={loadingMore} onRetry={onMore} />;
  }
  if (!hasMore) return null;
  return (
    <End $placement={placement}>
      <Button
        type="button"
        $variant="secondary"
        $size={placement === 'start' ? 'sm' : 'md'}
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

export type PagedQueryEndProps = Pick<
  PagedListEndProps,
  'label' | 'name' | 'failedMessage' | 'placement'
> & {
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
