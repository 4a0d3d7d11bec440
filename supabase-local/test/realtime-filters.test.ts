import { bindingMatches, bindingMightMatch, parseBindings } from '../src/realtime/bindings';
import {
  changePayload,
  lsnValue,
  type RowChange,
  type StreamChange,
  type TableInfo,
} from '../src/realtime/changes';
import { matchesFilter, parseFilter, typedAsJson } from '../src/realtime/filters';

function filterOf(text: string) {
  const parsed = parseFilter(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.filter;
}

describe('postgres_changes filters', () => {
  it('matches eq on text, uuid and numbers the way Postgres prints them', () => {
    expect(matchesFilter(filterOf('chat_id=eq.5'), { chat_id: 5 })).toBe(true);
    expect(matchesFilter(filterOf('chat_id=eq.5'), { chat_id: 6 })).toBe(false);
    expect(matchesFilter(filterOf('name=eq.a.b'), { name: 'a.b' })).toBe(true);
    expect(matchesFilter(filterOf('done=eq.true'), { done: true })).toBe(true);
    expect(matchesFilter(filterOf('chat_id=eq.5'), { chat_id: null })).toBe(false);
  });

  it('supports neq, ordering operators and in lists', () => {
    expect(matchesFilter(filterOf('n=neq.1'), { n: 2 })).toBe(true);
    expect(matchesFilter(filterOf('n=gt.10'), { n: 11 })).toBe(true);
    expect(matchesFilter(filterOf('n=lte.10'), { n: 11 })).toBe(false);
    expect(matchesFilter(filterOf('at=lt.2024-02-01'), { at: '2024-01-31T00:00:00+00:00' })).toBe(
      true,
    );
    expect(
      matchesFilter(filterOf('status=in.(open,"in progress")'), { status: 'in progress' }),
    ).toBe(true);
    expect(matchesFilter(filterOf('status=in.(open,closed)'), { status: 'draft' })).toBe(false);
  });

  it('refuses filters Realtime would refuse', () => {
    expect(parseFilter('chat_id').ok).toBe(false);
    expect(parseFilter('chat_id=like.x').ok).toBe(false);
    expect(parseFilter('chat_id=in.1,2').ok).toBe(false);
    expect(parseFilter(undefined)).toEqual({ ok: true, filter: null });
  });
});

describe('postgres_changes bindings', () => {
  const insert: RowChange = {
    schema: 'public',
    table: 'messages',
    type: 'INSERT',
    commit_timestamp: '2024-01-01T00:00:00.000Z',
    record: { id: 1, chat_id: 5, body: 'hi' },
    old_record: null,
  };

  it('echoes every binding back with ids in order, keeping absent fields absent', () => {
    const parsed = parseBindings([
      { event: '*', schema: 'public', table: 'messages', filter: 'chat_id=eq.5' },
      { event: 'DELETE', schema: 'public' },
    ]);
    if (!parsed.ok) throw new Error(parsed.error);
    const [first, second] = parsed.bindings;
    expect(second.id).toBeGreaterThan(first.id);
    expect(first.echo).toEqual({
      id: first.id,
      event: '*',
      schema: 'public',
      table: 'messages',
      filter: 'chat_id=eq.5',
    });
    expect(second.echo).toEqual({ id: second.id, event: 'DELETE', schema: 'public' });
  });

  it('matches changes by schema, table, event and filter', () => {
    const parsed = parseBindings([
      { event: 'INSERT', schema: 'public', table: 'messages', filter: 'chat_id=eq.5' },
      { event: 'INSERT', schema: 'public', table: 'messages', filter: 'chat_id=eq.6' },
      { event: 'UPDATE', schema: 'public', table: 'messages' },
      { event: '*', schema: 'public' },
      { event: '*', schema: 'other', table: 'messages' },
    ]);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.bindings.map((binding) => bindingMatches(binding, insert))).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
  });

  it('rules out only what surely does not match while the values are still text', () => {
    const raw: StreamChange = {
      schema: 'public',
      table: 'messages',
      type: 'INSERT',
      commit_timestamp: '2024-01-01T00:00:00.000Z',
      commitLsn: 1n,
      // int8, text, bool, timestamptz, jsonb
      record: {
        id: '1',
        chat_id: '5',
        body: 'hi',
        done: 't',
        at: '2024-01-01 00:00:00+00',
        j: null,
      },
      old_record: null,
      columnTypes: { id: 20, chat_id: 20, body: 25, done: 16, at: 1184, j: 3802 },
    };
    const parsed = parseBindings([
      { event: 'INSERT', schema: 'public', table: 'messages', filter: 'chat_id=eq.5' },
      { event: 'INSERT', schema: 'public', table: 'messages', filter: 'chat_id=gt.10' },
      { event: 'INSERT', schema: 'public', table: 'messages', filter: 'done=eq.true' },
      { event: 'INSERT', schema: 'public', table: 'messages', filter: 'body=in.(hi,ho)' },
      // not typed here: left for the typed check
      { event: 'INSERT', schema: 'public', table: 'messages', filter: 'at=eq.nonsense' },
      { event: 'INSERT', schema: 'public', table: 'messages', filter: 'j=eq.1' },
      { event: 'INSERT', schema: 'public', table: 'messages', filter: 'missing=eq.1' },
      { event: 'DELETE', schema: 'public', table: 'messages' },
    ]);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.bindings.map((binding) => bindingMightMatch(binding, raw))).toEqual([
      true,
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(typedAsJson('12.50', 1700)).toEqual({ known: true, value: 12.5 });
    expect(typedAsJson('NaN', 1700)).toEqual({ known: false, value: 'NaN' });
    expect(typedAsJson('f', 16)).toEqual({ known: true, value: false });
    expect(typedAsJson('{1,2}', 1007)).toEqual({ known: false, value: '{1,2}' });
  });

  it('refuses malformed bindings', () => {
    expect(parseBindings([{ event: 'TRUNCATE', schema: 'public' }]).ok).toBe(false);
    expect(parseBindings([{ event: '*', table: 'x' }]).ok).toBe(false);
    expect(parseBindings([{ event: '*', schema: 'public', filter: 'x=zz.1' }]).ok).toBe(false);
    expect(parseBindings('all').ok).toBe(false);
  });
});

describe('WAL positions', () => {
  it('reads them as numbers that order like the WAL', () => {
    expect(lsnValue('16/B374D848')).toBe(0x16b374d848n);
    expect(lsnValue('00000001/00000000')).toBeGreaterThan(lsnValue('0/FFFFFFFF'));
    expect(lsnValue(null)).toBe(0n);
    expect(lsnValue('nonsense')).toBe(0n);
  });
});

describe('change payloads', () => {
  const table: TableInfo = {
    columns: [
      { name: 'id', type: 'int8' },
      { name: 'body', type: 'text' },
    ],
    primaryKey: ['id'],
    rowSecurity: true,
    replicaFull: false,
    jsonColumns: [],
  };

  it('sends the full new record and only the key of the old one without REPLICA IDENTITY FULL', () => {
    const update: RowChange = {
      schema: 'public',
      table: 'messages',
      type: 'UPDATE',
      commit_timestamp: '2024-01-01T00:00:00.000Z',
      record: { id: 1, body: 'new' },
      old_record: { id: 1, body: 'old' },
    };
    expect(changePayload(update, table)).toEqual({
      schema: 'public',
      table: 'messages',
      commit_timestamp: '2024-01-01T00:00:00.000Z',
      type: 'UPDATE',
      columns: table.columns,
      record: { id: 1, body: 'new' },
      old_record: { id: 1 },
      errors: null,
    });
    expect(changePayload(update, { ...table, replicaFull: true }).old_record).toEqual({
      id: 1,
      body: 'old',
    });
  });

  it('never discloses more than the key of a deleted row of an RLS table', () => {
    const deletion: RowChange = {
      schema: 'public',
      table: 'messages',
      type: 'DELETE',
      commit_timestamp: '2024-01-01T00:00:00.000Z',
      record: null,
      old_record: { id: 1, body: 'secret' },
    };
    expect(changePayload(deletion, { ...table, replicaFull: true }).old_record).toEqual({ id: 1 });
    expect(
      changePayload(deletion, { ...table, replicaFull: true, rowSecurity: false }).old_record,
    ).toEqual({
      id: 1,
      body: 'secret',
    });
  });
});
