import { createElement } from 'react';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from 'shared-domain';
import { UndoToast } from './UndoToast';
import { wantToasts } from './toastsWanted';

// Loaded with the first toast or with the container (Toasts.tsx), whichever comes first; toasts
// keep the order they were asked for in.
let toastify: Promise<typeof import('react-toastify')> | null = null;

function show(run: (library: typeof import('react-toastify')) => void): void {
  wantToasts();
  toastify ??= import('react-toastify');
  toastify.then(run).catch((error: unknown) => {
    toastify = null;
    console.error(error);
  });
}

/** The one way every app shows a toast, so durations stay as SPEC §9 sets them. */
export const notify = {
  success(message: string): void {
    show(({ toast }) => toast.success(message, { autoClose: TOAST_SUCCESS_MS }));
  },
  error(message: string): void {
    show(({ toast }) => toast.error(message, { autoClose: TOAST_ERROR_MS }));
  },
  /**
   * A decision that can still be taken back: the toast says what was done and offers Undo for
   * `ms`, as long as the decision waits (issue #44). `onUndo` runs when Undo is pressed.
   */
  undoable(message: string, onUndo: () => void, ms: number): void {
    show(({ toast }) =>
      toast.success(
        ({ closeToast }) =>
          createElement(UndoToast, {
            message,
            onUndo: () => {
              onUndo();
              closeToast();
            },
          }),
        { autoClose: ms, closeOnClick: false, pauseOnHover: false, pauseOnFocusLoss: false },
      ),
    );
  },
};
