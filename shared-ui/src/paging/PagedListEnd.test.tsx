import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { PagedListEnd } from './PagedListEnd';

function renderEnd(props: Partial<Parameters<typeof PagedListEnd>[0]> = {}) {
  const onMore = jest.fn();
  renderWithTheme(
    <PagedListEnd
      hasMore
      loadingMore={false}
      failed={false}
      label="Show more tasks"
      failedMessage="More tasks could not be loaded."
      onMore={onMore}
      {...props}
    />,
  );
  return onMore;
}

test('offers the next page while more follows', () => {
  const onMore = renderEnd();
  fireEvent.click(screen.getByRole('button', { name: 'Show more tasks' }));
  expect(onMore).toHaveBeenCalledTimes(1);
});

test('says nothing once the list is complete', () => {
  renderEnd({ hasMore: false });
  expect(screen.queryByRole('button')).toBeNull();
});

test('says a failed page failed, with Retry, instead of ending the list', () => {
  const onMore = renderEnd({ failed: true });
  expect(screen.getByRole('alert')).toHaveTextContent('More tasks could not be loaded.');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onMore).toHaveBeenCalledTimes(1);
});
