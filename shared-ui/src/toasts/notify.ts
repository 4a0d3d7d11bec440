import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from 'shared-domain';
import { toast } from 'react-toastify';

/** The one way every app shows a toast, so durations stay as SPEC §9 sets them. */
export const notify = {
  success(message: string): void {
    toast.success(message, { autoClose: TOAST_SUCCESS_MS });
  },
  error(message: string): void {
    toast.error(message, { autoClose: TOAST_ERROR_MS });
  },
};
