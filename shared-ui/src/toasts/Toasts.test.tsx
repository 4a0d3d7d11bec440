import { act, render, screen } from '@testing-library/react';
import { TOAST_LIMIT } from 'shared-domain';
import { toast } from 'react-toastify';
import { PortalThemeProvider } from '../theme/PortalThemeProvider';
import { notify } from './notify';
import { Toasts } from './Toasts';

function renderToasts() {
  render(
    <PortalThemeProvider>
      <Toasts />
    </PortalThemeProvider>,
  );
}

describe('Toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    act(() => {
      toast.dismiss();
      jest.runOnlyPendingTimers();
    });
    jest.useRealTimers();
  });

  it('shows a success message', async () => {
    renderToasts();
    act(() => notify.success('Profile updated'));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
  });

  it('shows an error message', async () => {
    renderToasts();
    act(() => notify.error('Save failed'));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
  });

  it(`shows at most ${TOAST_LIMIT} toasts at once`, async () => {
    renderToasts();
    act(() => {
      for (let n = 1; n <= TOAST_LIMIT + 5; n += 1) notify.success(`Message ${n}`);
    });
    await screen.findByText('Message 1');
    expect(screen.getAllByText(/^Message \d+$/)).toHaveLength(TOAST_LIMIT);
    expect(screen.queryByText(`Message ${TOAST_LIMIT + 1}`)).not.toBeInTheDocument();
  });

  it('times a success toast for 2 seconds and an error toast for 4', async () => {
    renderToasts();
    act(() => {
      notify.success('Saved');
      notify.error('Failed');
    });
    const timerOf = async (text: string) => {
      const alert = (await screen.findByText(text)).closest('.Toastify__toast');
      return alert?.querySelector('[aria-label="notification timer"]');
    };
    // react-toastify closes a toast when its timer bar's CSS animation ends.
    expect(await timerOf('Saved')).toHaveStyle({ animationDuration: '2000ms' });
    expect(await timerOf('Failed')).toHaveStyle({ animationDuration: '4000ms' });
  });
});
