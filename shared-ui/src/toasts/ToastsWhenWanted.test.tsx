import { act, fireEvent, render, screen } from '@testing-library/react';
import { PortalThemeProvider } from '../theme/PortalThemeProvider';
import { Toasts } from './Toasts';

// Its own file: whether toasts are wanted is page-wide state, once per page load.
describe('Toasts before any toast is asked for', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('leaves the toast library unloaded until the visitor first taps, then mounts the container', async () => {
    jest.useFakeTimers();
    render(
      <PortalThemeProvider>
        <Toasts />
      </PortalThemeProvider>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();

    act(() => {
      fireEvent.pointerDown(window);
    });
    jest.useRealTimers();
    expect(await screen.findByRole('region', { name: /notifications/i })).toBeInTheDocument();
  });
});
