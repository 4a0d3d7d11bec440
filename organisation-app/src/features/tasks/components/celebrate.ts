import confetti from 'canvas-confetti';
import { TASK_CREATION_CONFETTI_PIECES } from 'shared-domain';

/** The burst shown when a task is created (SPEC §9: 200 pieces). */
export function celebrateTaskCreation(): void {
  void confetti({ particleCount: TASK_CREATION_CONFETTI_PIECES, spread: 90, origin: { y: 0.6 } });
}
