import { useSyncExternalStore } from 'react';
import { UNDO_WINDOW_MS, type ApplicationStatus } from 'shared-domain';
import { notify } from 'shared-ui';

/**
 * Approve, Reject and Done, held for UNDO_WINDOW_MS before they reach the server (issue #44). The
 * row shows its new status at once and the toast offers Undo; only when the window closes is the
 * decision sent, so an undone decision never tells the volunteer anything, credits nothing and
 * leaves the append-only ledger alone. A decision still waiting is sent at once when the page is
 * hidden or left, and leaving asks to wait for it, so none is lost.
 */
export type DecisionKind = 'approve' | 'reject' | 'done';

const STATUS_AFTER: Record<DecisionKind, ApplicationStatus> = {
  approve: 'approved',
  reject: 'rejected',
  done: 'completed',
};

export interface Decision {
  applicationId: string;
  taskId: string;
  /** What the application was. */
  from: ApplicationStatus;
  kind: DecisionKind;
  /** What the application becomes. */
  status: ApplicationStatus;
  /** Sent to the server (the window closed): Undo is no longer offered. */
  sending: boolean;
}

type Held = Decision & {
  timer: ReturnType<typeof setTimeout> | null;
  send: () => Promise<void>;
  /** The request under way, once sent. */
  sent: Promise<void> | null;
};

let held: ReadonlyMap<string, Held> = new Map();
const listeners = new Set<() => void>();

function set(next: ReadonlyMap<string, Held>): void {
  held = next;
  for (const listener of listeners) listener();
}

function without(applicationId: string): ReadonlyMap<string, Held> {
  const next = new Map(held);
  next.delete(applicationId);
  return next;
}

function send(applicationId: string): Promise<void> {
  const decision = held.get(applicationId);
  if (decision === undefined) return Promise.resolve();
  if (decision.sent !== null) return decision.sent;
  if (decision.timer !== null) clearTimeout(decision.timer);
  const sent = decision.send();
  set(new Map(held).set(applicationId, { ...decision, sending: true, timer: null, sent }));
  return sent;
}

function undo(applicationId: string): void {
  const decision = held.get(applicationId);
  if (decision === undefined || decision.sending) return;
  if (decision.timer !== null) clearTimeout(decision.timer);
  set(without(applicationId));
}

/** Sends every decision still waiting, now; resolves once every one has been answered. */
export async function sendWaitingDecisions(): Promise<void> {
  await Promise.all([...held.keys()].map(send));
}

let listening = false;
function listenForLeaving(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void sendWaitingDecisions();
  });
  window.addEventListener('beforeunload', (event) => {
    const waiting = [...held.values()].some((decision) => decision.sent === null);
    if (!waiting) return;
    void sendWaitingDecisions();
    // The browser asks whether to leave: the decisions just sent get time to arrive.
    event.preventDefault();
  });
}

/**
 * Holds a decision on an application: shown at once, sent when the window closes (by `commit`),
 * undone by the toast's Undo. A second decision on an application already held is ignored, so a
 * double click decides once. When `commit` fails, the row goes back and `failedText` is said.
 */
export function decide(
  { applicationId, taskId, from }: Pick<Decision, 'applicationId' | 'taskId' | 'from'>,
  kind: DecisionKind,
  commit: () => Promise<unknown>,
  text: { undoable: string; failed: string },
): void {
  // One decision at a time: another waits until this one has been sent (a double click decides once).
  if (held.get(applicationId)?.sending === false) return;
  listenForLeaving();
  const decision: Held = {
    applicationId,
    taskId,
    from,
    kind,
    status: STATUS_AFTER[kind],
    sending: false,
    sent: null,
    timer: setTimeout(() => void send(applicationId), UNDO_WINDOW_MS),
    send: async () => {
      try {
        await commit();
        // The refetched lists now say so; the row keeps its new status until then.
        setTimeout(() => {
          if (held.get(applicationId)?.kind === kind) set(without(applicationId));
        }, UNDO_WINDOW_MS);
      } catch (error) {
        console.error(error);
        if (held.get(applicationId)?.kind === kind) set(without(applicationId));
        notify.error(text.failed);
      }
    },
  };
  set(new Map(held).set(applicationId, decision));
  notify.undoable(text.undoable, () => undo(applicationId), UNDO_WINDOW_MS);
}

/** The decision held on an application, if any: its rows show `status` at once. */
export function useDecision(applicationId: string): Decision | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => held.get(applicationId),
    () => undefined,
  );
}

/** Every decision held, for lists that group applicants by the status they are about to have. */
export function useDecisions(): ReadonlyMap<string, Decision> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => held,
    () => held,
  );
}
