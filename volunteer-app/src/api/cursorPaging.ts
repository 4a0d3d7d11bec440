/**
 * RTK Query infinite-query options of a keyset-paged list: pages chain by the cursor each page ends
 * with (`next`, null on the last page); the first page has none.
 */
export function cursorPaging<Cursor>() {
  return {
    initialPageParam: null,
    getNextPageParam: (lastPage: { next: Cursor | null }): Cursor | null => lastPage.next,
  };
}
