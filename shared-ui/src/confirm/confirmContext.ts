import { createContext, type ReactNode } from 'react';

export interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}

/** Resolves true when the user confirms, false when they cancel, press Escape or click outside. */
export type Confirm = (message: ReactNode, options?: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);
