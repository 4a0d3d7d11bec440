import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmContext, type Confirm, type ConfirmOptions } from './confirmContext';
import { ConfirmDialog } from './ConfirmDialog';

interface PendingConfirmation {
  message: ReactNode;
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

export interface ConfirmProviderProps {
  children: ReactNode;
}

/** Hosts the one confirm dialog that `useConfirm` opens; `PortalThemeProvider` already includes it. */
export function ConfirmProvider({ children }: ConfirmProviderProps) {
  const [pending, setPending] = useState<PendingConfirmation | null>(null);

  const confirm = useCallback<Confirm>(
    (message, options = {}) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          // Only one question at a time: a newer request cancels the unanswered one.
          previous?.resolve(false);
          return { message, options, resolve };
        });
      }),
    [],
  );

  const settle = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        message={pending?.message}
        title={pending?.options.title}
        confirmLabel={pending?.options.confirmLabel}
        cancelLabel={pending?.options.cancelLabel}
        destructive={pending?.options.destructive}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </ConfirmContext.Provider>
  );
}
