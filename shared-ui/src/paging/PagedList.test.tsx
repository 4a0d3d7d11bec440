import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { PagedList, type PagedListQuery } from './PagedList';

const idle: PagedListQuery = {
  isLoading: false,
  isFetching: false,
  isError: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: jest.fn(),
  refetch: jest.fn(),
};

function renderList(pages: Partial<PagedListQuery>, rows: string[] | undefined) {
  const query = { ...idle, ...pages };
  renderWithTheme(
    <PagedList
      pages={query}
      rows={rows}
      emptyText="Nothing here."
      failedMessage="The things could not be loaded."
      moreLabel="Show more things"
      moreFailedMessage="More things could not be loaded."
    >
      {(shown) => (
        <ul>
          {shown.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </PagedList>,
  );
  return query;
}

test('shows the rows, and Show more while another page follows', () => {
  const query = renderList({ hasNextPage: true }, ['first', 'second']);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'first',
    'second',
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Show more things' }));
  expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
});

test('says a failed first read failed, with Retry, and not that the list is empty', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const query = renderList({ isError: true, error: new Error('boom') }, undefined);
  expect(screen.getByRole('alert')).toHaveTextContent('The things could not be loaded.');
  expect(screen.queryByText('Nothing here.')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(query.refetch).toHaveBeenCalledTimes(1);
  expect(console.error).toHaveBeenCalledWith(new Error('boom'));
});

test('keeps the rows read when a further page fails, and offers Retry at the end', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderList({ isError: true, isFetchNextPageError: true }, ['first']);
  expect(screen.getByRole('listitem')).toHaveTextContent('first');
  expect(screen.getByRole('alert')).toHaveTextContent('More things could not be loaded.');
});

test('says the list is empty only when it is', () => {
  renderList({}, []);
  expect(screen.getByText('Nothing here.')).toBeVisible();
  expect(screen.queryByRole('button')).toBeNull();
});

test('says Loading while the first page loads', () => {
  renderList({ isLoading: true }, undefined);
  expect(screen.getByText('Loading...')).toBeVisible();
});

function longList(rows: string[], firstRows: number, rendered: number[]) {
  return (
    <PagedList
      pages={{ ...idle, hasNextPage: true }}
      rows={rows}
      firstRows={firstRows}
      emptyText="Nothing here."
      failedMessage="The things could not be loaded."
      moreLabel="Show more things"
      moreFailedMessage="More things could not be loaded."
    >
      {(shown) => {
        rendered.push(shown.length);
        return (
          <ul>
            {shown.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        );
      }}
    </PagedList>
  );
}

test('renders a long list its first rows first, then every row and Show more after them', () => {
  const rendered: number[] = [];
  renderWithTheme(longList(['a', 'b', 'c', 'd', 'e'], 2, rendered));
  expect(rendered[0]).toBe(2);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'a',
    'b',
    'c',
    'd',
    'e',
  ]);
  expect(screen.getByRole('button', { name: 'Show more things' })).toBeVisible();
});

test('a list shown whole shows its next page whole, not its first rows again', () => {
  const rendered: number[] = [];
  const { rerender } = renderWithTheme(longList(['a', 'b'], 3, rendered));
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  rendered.length = 0;
  rerender(longList(['a', 'b', 'c', 'd'], 3, rendered));
  expect(rendered).not.toContain(3);
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
});
