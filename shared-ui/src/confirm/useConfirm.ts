import { useContext } from 'react';
import { ConfirmContext, type Confirm } from './confirmContext';

/** `const confirm = useConfirm(); if (await confirm('Are you sure you want to log out?')) …` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (confirm === null) {
    throw new Error('useConfirm must be used inside PortalThemeProvider or ConfirmProvider.');
  }
  return confirm;
}
