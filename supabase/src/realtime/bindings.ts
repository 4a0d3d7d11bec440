// The postgres_changes bindings of a phx_join, as realtime-js sends them in config.postgres_changes.
import { type RowFilter, matchesFilter, parseFilter } from './filters';
import type { RowChange } from './changes';

export type BindingEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

export interface PostgresBinding {
  id: number;
  event: BindingEvent;
  schema: string;
  /** undefined or '*' listens to every table of the schema. */
  table: string | undefined;
  filter: RowFilter | null;
  /** Echoed back in the join reply exactly as received: realtime-js compares them field by field. */
  echo: { id: number; event: string; schema: string; table?: string; filter?: string };
}

export type ParsedBindings =
  { ok: true; bindings: PostgresBinding[] } | { ok: false; error: string };

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

let nextBindingId = 1;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseBindings(value: unknown): ParsedBindings {
  if (value === undefined || value === null) return { ok: true, bindings: [] };
  if (!Array.isArray(value)) return { ok: false, error: 'config.postgres_changes must be a list' };
  const bindings: PostgresBinding[] = [];
  for (const item of value) {
    if (!isRecord(item))
      return { ok: false, error: 'each postgres_changes binding must be an object' };
    const { event, schema, table, filter } = item;
    if (typeof event !== 'string' || !EVENTS.has(event.toUpperCase())) {
      return { ok: false, error: `invalid postgres_changes event ${JSON.stringify(event)}` };
    }
    if (typeof schema !== 'string' || schema === '') {
      return { ok: false, error: 'postgres_changes binding needs a schema' };
    }
    if (table !== undefined && table !== null && typeof table !== 'string') {
      return { ok: false, error: 'postgres_changes table must be a string' };
    }
    if (filter !== undefined && filter !== null && typeof filter !== 'string') {
      return { ok: false, error: 'postgres_changes filter must be a string' };
    }
    const parsed = parseFilter(filter ?? null);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    const id = nextBindingId++;
    bindings.push({
      id,
      event: event.toUpperCase() as BindingEvent,
      schema,
      table: table ?? undefined,
      filter: parsed.filter,
      echo: {
        id,
        event,
        schema,
        ...(table !== undefined && table !== null ? { table } : {}),
        ...(filter !== undefined && filter !== null ? { filter } : {}),
      },
    });
  }
  return { ok: true, bindings };
}

export function bindingMatches(binding: PostgresBinding, change: RowChange): boolean {
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  if (binding.table !== undefined && binding.table !== '*' && binding.table !== change.table)
    return false;
  if (binding.event !== '*' && binding.event !== change.type) return false;
  const row = change.type === 'DELETE' ? change.old_record : change.record;
  return matchesFilter(binding.filter, row ?? {});
}
