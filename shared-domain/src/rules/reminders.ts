/**
 * "Still coming?" is asked once per occurrence of a task (issue #21). A volunteer who has not
 * answered the day-before reminder by two hours before the shift has two unanswered reminders of
 * it; answering either answers both (`answer_reminder`), so the portal shows the question once.
 */
export interface ReminderOfOccurrence {
  /** day_before or two_hours_before. */
  kind: string;
  starts_at: string;
  task: { id: string };
}

/** The later reminder of an occurrence stands for it: two hours before comes after the day before. */
const KIND_ORDER: Record<string, number> = { day_before: 0, two_hours_before: 1 };

/**
 * One reminder per occurrence (task and start), the latest kind of each, in the order given
 * (soonest first as they are read).
 */
export function oneQuestionPerOccurrence<R extends ReminderOfOccurrence>(reminders: R[]): R[] {
  const chosen = new Map<string, R>();
  for (const reminder of reminders) {
    const occurrence = `${reminder.task.id} ${new Date(reminder.starts_at).getTime()}`;
    const held = chosen.get(occurrence);
    if (held === undefined || (KIND_ORDER[reminder.kind] ?? 0) > (KIND_ORDER[held.kind] ?? 0)) {
      chosen.set(occurrence, reminder);
    }
  }
  const kept = new Set(chosen.values());
  return reminders.filter((reminder) => kept.has(reminder));
}
