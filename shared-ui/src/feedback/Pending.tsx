/**
 * A part of the screen still on its way that takes no room while it loads, because most of the time
 * it shows nothing (a reminder, a waitlist place): nothing to see or hear, but the screen is not
 * settled until it is known. The shell waits for every `data-pending` (and `aria-busy="true"`)
 * element to go before it keeps a copy of a screen or shows a live one in place of the last
 * visit's copy (shell/src/app/lastVisit.ts); shared-ui's `Loading` carries the same mark.
 */
export function Pending() {
  return <span data-pending="" hidden />;
}
