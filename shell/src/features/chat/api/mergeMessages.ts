import { appendMessage, type MessageRow } from 'shared-domain';

/** A message of the open chat; `pending` marks the temporary entry shown while it is being saved. */
export type ChatMessage = MessageRow & { pending?: true };

/**
 * A stored row from the live feed or a reload. The viewer's own message may come back through the
 * feed before the insert's reply does; it then takes the place of its temporary entry, so the
 * message is never shown twice.
 */
export function receiveStored(messages: readonly ChatMessage[], stored: MessageRow): ChatMessage[] {
  if (messages.some((message) => message.id === stored.id)) return [...messages];
  const pending = messages.findIndex(
    (message) =>
      message.pending === true &&
      message.sender_id === stored.sender_id &&
      message.content === stored.content,
  );
  if (pending === -1) return appendMessage<ChatMessage>(messages, stored);
  return messages.map((message, index) => (index === pending ? stored : message));
}

/** The insert's reply: the stored row takes the temporary entry's place, once. */
export function replaceTemporary(
  messages: readonly ChatMessage[],
  temporaryId: string,
  stored: MessageRow,
): ChatMessage[] {
  const index = messages.findIndex((message) => message.id === temporaryId);
  if (index === -1) return receiveStored(messages, stored);
  if (messages.some((message) => message.id === stored.id)) {
    return messages.filter((message) => message.id !== temporaryId);
  }
  return messages.map((message) => (message.id === temporaryId ? stored : message));
}
