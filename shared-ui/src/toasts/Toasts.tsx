import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { TOAST_LIMIT } from 'shared-domain';
import styled from 'styled-components';
import { afterStartUp, onFirstMove } from '../scheduling/afterStartUp';
import { subscribeToToastsWanted, toastsWanted, wantToasts } from './toastsWanted';

const Themed = styled.div`
  --toastify-color-success: ${({ theme }) => theme.colors.success};
  --toastify-color-error: ${({ theme }) => theme.colors.danger};
  --toastify-font-family: ${({ theme }) => theme.fonts.body};
  --toastify-z-index: ${({ theme }) => theme.zIndices.toast};
  --toastify-toast-bd-radius: ${({ theme }) => theme.radii.md};
  --toastify-text-color-light: ${({ theme }) => theme.colors.text};
  --toastify-color-light: ${({ theme }) => theme.colors.surface};

  /* Toasts rise from the bottom, never over the top bar or the logo: above the tabs on phones,
     in the corner beside the content on wider screens (issue #19). */
  & .Toastify__toast-container {
    bottom: calc(
      ${({ theme }) => theme.layout.bottomTabsHeight} + ${({ theme }) => theme.space.sm} +
        env(safe-area-inset-bottom)
    );
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    & .Toastify__toast-container {
      bottom: ${({ theme }) => theme.space.lg};
    }
  }

  /* In the toast's row beside the text, not laid over its end (issue #44: react-toastify 11 puts
     it absolutely in the corner, where a two-line message ran under it). */
  & .Toastify__close-button {
    position: static;
    flex: none;
    /* The 44 px target reaches into the toast's padding rather than making it taller. */
    margin: -8px -8px -8px ${({ theme }) => theme.space.xs};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    align-self: center;
    min-width: ${({ theme }) => theme.layout.minTarget};
    min-height: ${({ theme }) => theme.layout.minTarget};
  }
`;

// react-toastify (about 10 KB gzipped) is not needed to paint any screen: it loads after the first
// one rather than before it (issue #18): with the first toast, the visitor's first tap or key (a toast
// may follow), or the quiet moment after start-up. A toast asked for meanwhile waits for it in
// react-toastify's own queue (notify.ts).
const ToastContainer = lazy(() =>
  import('react-toastify').then(({ ToastContainer: Container }) => ({ default: Container })),
);

/**
 * Mount once, in the shell; every app's `notify` calls show here. The container is left out of the
 * server render and of hydration (the server snapshot) and comes only when wanted, so the
 * pre-rendered screen (renderToString) and its hydration agree: nothing is there to suspend on
 * either side.
 */
export function Toasts() {
  const mounted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted, () => false);
  useEffect(() => {
    if (toastsWanted()) return undefined;
    const stopWaitingForMove = onFirstMove(window, wantToasts);
    const cancelAfterStartUp = afterStartUp(wantToasts);
    const stop = () => {
      stopWaitingForMove();
      cancelAfterStartUp();
    };
    const unsubscribe = subscribeToToastsWanted(stop);
    return () => {
      unsubscribe();
      stop();
    };
  }, []);
  return (
    <Themed>
      {mounted && (
        <Suspense fallback={null}>
          <ToastContainer position="bottom-right" limit={TOAST_LIMIT} theme="light" />
        </Suspense>
      )}
    </Themed>
  );
}
