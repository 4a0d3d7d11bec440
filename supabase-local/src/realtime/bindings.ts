// The postgres_changes bindings of a phx_join, as realtime-js sends them in config.postgres_changes.
import { type RowFilter, matchesFilter, parseFilter, typedAsJson } from './filters';
import type { RowChange, StreamChange } from './changes';

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

function bindingTargets(
  binding: PostgresBinding,
  change: { schema: string; table: string; type: string },
): boolean {
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  if (binding.table !== undefined && binding.table !== '*' && binding.table !== change.table)
    return false;
  return binding.event === '*' || binding.event === change.type;
}

/** Whether the binding wants the change (its values typed as `to_jsonb(row)` gives them). */
export function bindingMatches(binding: PostgresBinding, change: RowChange): boolean {
  if (!bindingTargets(binding, change)) return false;
  const row = change.type === 'DELETE' ? change.old_record : change.record;
  return matchesFilter(binding.filter, row ?? {});
}

/**
 * Whether the binding may want a change whose values are still text: false only when it surely does
 * not, so that subscribers whose filter rules a change out cost no row check. bindingMatches decides
 * once the values are typed.
 */
export function bindingMightMatch(binding: PostgresBinding, change: StreamChange): boolean {
  if (!bindingTargets(binding, change)) return false;
  if (!binding.filter) return true;
  const { column } = binding.filter;
  const row = (change.type === 'DELETE' ? change.old_record : change.record) ?? {};
  // A column the stream left out (not in the key, an unchanged TOASTed value) is left out of the
  // typed record too, where the filter fails on it.
  if (!(column in row)) return false;
  const typed = typedAsJson(row[column], change.columnTypes[column]);
  return !typed.known || matchesFilter(binding.filter, { [column]: typed.value });
}
