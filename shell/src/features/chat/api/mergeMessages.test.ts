import type { MessageRow } from 'shared-domain';
import { receiveStored, replaceTemporary, type ChatMessage } from './mergeMessages';

const stored = (id: string, content: string, sender = 'me'): MessageRow => ({
  id,
  chat_id: 'chat',
  sender_id: sender,
  content,
  created_at: '2026-11-21T12:00:00Z',
});
const temporary = (id: string, content: string): ChatMessage => ({
  ...stored(id, content),
  pending: true,
});

test('the reply replaces the temporary entry in place', () => {
  const messages = [stored('1', 'hi', 'them'), temporary('t1', 'hello')];
  expect(replaceTemporary(messages, 't1', stored('2', 'hello'))).toEqual([
    stored('1', 'hi', 'them'),
    stored('2', 'hello'),
  ]);
});

test('an own message arriving live before the reply is shown once', () => {
  const live = receiveStored([temporary('t1', 'hello')], stored('2', 'hello'));
  expect(live).toEqual([stored('2', 'hello')]);
  expect(replaceTemporary(live, 't1', stored('2', 'hello'))).toEqual([stored('2', 'hello')]);
});

test("the other party's messages are appended once", () => {
  const once = receiveStored([temporary('t1', 'hello')], stored('3', 'hello', 'them'));
  expect(once).toEqual([temporary('t1', 'hello'), stored('3', 'hello', 'them')]);
  expect(receiveStored(once, stored('3', 'hello', 'them'))).toEqual(once);
});
