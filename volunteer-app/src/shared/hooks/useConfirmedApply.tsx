import { useCallback } from 'react';
import {
  APPLY_ANYWAY,
  APPLY_CONFIRMATION_TITLE,
  applyConfirmation,
  clashWarning,
  relativeTaskDate,
  type ApplyConfirmationTask,
} from 'shared-domain';
import { ApplySummary, notify, useConfirm } from 'shared-ui';
import { useApplyForTaskMutation, useLazyTaskClashesQuery } from '../api/applyApi';

export type ApplyTexts = { submitted: string; failed: string };

/**
 * Applying as every screen does it (SPEC §5, issues #20 and #21): the volunteer's clashes read
 * first, then the confirmation sheet (with the clashes, and 'Apply anyway' when there are some),
 * then the application. Resolves whether the volunteer applied. Nothing is disabled while the sheet
 * is open, so focus can return to the control that opened it when it closes.
 */
export function useConfirmedApply(): (
  task: ApplyConfirmationTask & { id: string },
  texts: ApplyTexts,
  /** Called once confirmed, as the application is sent: the caller's busy state. */
  onConfirmed?: () => void,
) => Promise<boolean> {
  const confirm = useConfirm();
  const [applyForTask] = useApplyForTaskMutation();
  const [readClashes] = useLazyTaskClashesQuery();

  // One function for the component's life, so a list's memoised cards can take it as a prop.
  return useCallback(
    async (task, texts, onConfirmed) => {
      const now = new Date();
      // A clash check that fails leaves the warning out; the application itself is unaffected.
      const clashes = await readClashes(task.id)
        .unwrap()
        .catch((failure: unknown) => {
          console.error('Clashes could not be read', failure);
          return [];
        });
      const warnings = clashes.map((clash) =>
        clashWarning(clash.title, relativeTaskDate(clash.overlap_starts_at, now) ?? ''),
      );
      const confirmed = await confirm(
        <ApplySummary confirmation={applyConfirmation(task, now)} warnings={warnings} />,
        {
          title: APPLY_CONFIRMATION_TITLE,
          confirmLabel: warnings.length > 0 ? APPLY_ANYWAY : 'Apply',
        },
      );
      if (!confirmed) return false;
      onConfirmed?.();
      try {
        await applyForTask(task.id).unwrap();
        notify.success(texts.submitted);
        return true;
      } catch (failure) {
        console.error(failure);
        notify.error(texts.failed);
        return false;
      }
    },
    [confirm, applyForTask, readClashes],
  );
}
