import { TOAST_LIMIT } from 'shared-domain';
import { ToastContainer } from 'react-toastify';
import styled from 'styled-components';

const Themed = styled.div`
  --toastify-color-success: ${({ theme }) => theme.colors.success};
  --toastify-color-error: ${({ theme }) => theme.colors.danger};
  --toastify-font-family: ${({ theme }) => theme.fonts.body};
  --toastify-z-index: ${({ theme }) => theme.zIndices.toast};
  --toastify-toast-bd-radius: ${({ theme }) => theme.radii.md};
  --toastify-text-color-light: ${({ theme }) => theme.colors.text};
`;

/** Mount once, in the shell; every app's `notify` calls show here. */
export function Toasts() {
  return (
    <Themed>
      <ToastContainer position="top-center" limit={TOAST_LIMIT} newestOnTop theme="light" />
    </Themed>
  );
}
