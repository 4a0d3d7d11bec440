import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { SortSelect } from '../sort/SortSelect';
import { SearchBox } from './SearchBox';

function SearchAndSort({ onSort }: { onSort: (value: string) => void }) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<'newest' | 'points' | 'earliest'>('earliest');
  return (
    <>
      <SearchBox value={query} onChange={setQuery} />
      <p>Query: {query}</p>
      <SortSelect
        value={sort}
        onChange={(value) => {
          setSort(value);
          onSort(value);
        }}
        options={[
          { value: 'newest', label: 'Newest First' },
          { value: 'points', label: 'Points (High to Low)' },
          { value: 'earliest', label: 'Earliest Tasks First' },
        ]}
      />
    </>
  );
}

describe('SearchBox and SortSelect', () => {
  it('reports what the user types', async () => {
    renderWithTheme(<SearchAndSort onSort={jest.fn()} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for a task' }), 'beach');
    expect(screen.getByText('Query: beach')).toBeInTheDocument();
  });

  it('starts on the given sort and reports a new choice', async () => {
    const onSort = jest.fn();
    renderWithTheme(<SearchAndSort onSort={onSort} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveDisplayValue('Earliest Tasks First');
    await userEvent.selectOptions(select, 'Points (High to Low)');
    expect(onSort).toHaveBeenCalledWith('points');
  });
});
