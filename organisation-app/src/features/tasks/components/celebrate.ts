import { TASK_CREATION_CONFETTI_PIECES } from 'shared-domain';

/** The burst shown when a task is created (SPEC §9: 200 pieces). */
export function celebrateTaskCreation(): void {
  // Loaded on the first task created rather than with the area (issue #18).
  import('canvas-confetti')
    .then(({ default: confetti }) =>
      confetti({ particleCount: TASK_CREATION_CONFETTI_PIECES, spread: 90, origin: { y: 0.6 } }),
    )
    .catch((error: unknown) => console.error(error));
}
