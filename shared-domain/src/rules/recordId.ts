// Every row the portal links to (tasks, users, organisations, chats) has a UUID key.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value from a URL can name a row at all. A malformed id is answered on the screen
 * ('Invalid task or user ID.' and the like) instead of being sent to the database, whose error
 * ('invalid input syntax for type uuid') means nothing to a user.
 */
export function isRecordId(value: string | null | undefined): value is string {
  return value !== null && value !== undefined && UUID.test(value);
}
