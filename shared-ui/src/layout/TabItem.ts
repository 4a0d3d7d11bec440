import type { ReactNode } from 'react';

export interface TabItem {
  label: string;
  to: string;
  icon?: ReactNode;
  /** Unread count shown as a badge on the tab; hidden when absent or zero. */
  badge?: number;
}
