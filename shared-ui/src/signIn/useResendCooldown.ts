import { useCallback, useEffect, useState } from 'react';

export interface ResendCooldown {
  /** Whole seconds until another mail may be asked for; 0 when it may be now. */
  secondsLeft: number;
  /** Starts (or restarts) the wait, e.g. after a mail was sent. */
  start: (seconds: number) => void;
}

const TICK_MS = 1000;

function secondsBetween(now: number, availableAt: number | null): number {
  return availableAt === null ? 0 : Math.max(0, Math.ceil((availableAt - now) / 1000));
}

/**
 * The wait before a confirmation mail may be sent again, counted down once a second. `availableAt`
 * is when the first wait ends (milliseconds since the epoch), or null to allow a mail at once.
 */
export function useResendCooldown(availableAt: number | null): ResendCooldown {
  const [until, setUntil] = useState(availableAt);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = secondsBetween(now, until);
  const waiting = secondsLeft > 0;

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  const start = useCallback((seconds: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setUntil(startedAt + seconds * 1000);
  }, []);

  return { secondsLeft, start };
}
