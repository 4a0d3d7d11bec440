// Whether the toast container (and with it react-toastify, about 10 KB gzipped) is wanted yet: from
// the first toast asked for, the visitor's first tap or key, or the quiet moment after start-up,
// whichever comes first. Until then no screen needs it (issue #18).
let wanted = false;
const listeners = new Set<() => void>();

export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
