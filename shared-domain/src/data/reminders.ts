import { oneQuestionPerOccurrence } from '../rules/reminders';
import { unwrap, type Client } from './client';

/** A reminder the volunteer has not answered yet: "Still coming?" (issue #21). */
export interface OpenReminder {
  id: string;
  /** day_before or two_hours_before. */
  kind: string;
  /** The occurrence it is for: a once-off task's start, or an ongoing task's day. */
  starts_at: string;
  task: {
    id: string;
    title: string;
    location: string | null;
    task_type: string;
    time_zone: string;
    organisation: { name: string } | null;
  };
}

/**
 * The signed-in volunteer's unanswered reminders of what is still to come, soonest first: one per
 * occurrence, since answering one answers the other reminder of the same shift.
 */
export async function fetchOpenReminders(client: Client): Promise<OpenReminder[]> {
  // "Still to come" by the database's clock (get_open_reminders), so the request is the same on
  // every visit and a returning volunteer's start can send it before any script (issue #18).
  const reminders = unwrap<OpenReminder[]>(
    await client
      .rpc('get_open_reminders')
      .select(
        'id, kind, starts_at, task:tasks(id, title, location, task_type, time_zone, organisation:organisations(name))',
      )
      .order('starts_at')
      .limit(20),
  );
  return oneQuestionPerOccurrence(reminders);
}

/**
 * "Yes, I'll be there" or "I can't make it". The second does not withdraw: the database tells the
 * organisation in the task's chat and marks the booking "may not come".
 */
export async function answerReminder(
  client: Client,
  reminderId: string,
  coming: boolean,
): Promise<void> {
  unwrap(await client.rpc('answer_reminder', { p_reminder_id: reminderId, p_coming: coming }));
}
