// postgres_changes filters as Supabase Realtime accepts them: `column=op.value` with eq, neq, lt,
// lte, gt, gte and in.(a,b,c), evaluated against the changed record.

export type FilterOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface RowFilter {
  column: string;
  operator: FilterOperator;
  values: string[];
}

export type ParsedFilter = { ok: true; filter: RowFilter | null } | { ok: false; error: string };

const OPERATORS = new Set<FilterOperator>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

function splitList(list: string): string[] {
  return list.split(',').map((item) => {
    const trimmed = item.trim();
    return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
      ? trimmed.slice(1, -1)
      : trimmed;
  });
}

export function parseFilter(text: string | undefined | null): ParsedFilter {
  if (text === undefined || text === null || text === '') return { ok: true, filter: null };
  const match = /^([^=]+)=([a-z]+)\.(.*)$/s.exec(text);
  if (!match)
    return { ok: false, error: `invalid filter "${text}": expected column=operator.value` };
  const [, column, operatorText, rest] = match;
  if (!OPERATORS.has(operatorText as FilterOperator)) {
    return { ok: false, error: `invalid filter "${text}": unknown operator ${operatorText}` };
  }
  const operator = operatorText as FilterOperator;
  if (operator === 'in') {
    const list = /^\((.*)\)$/s.exec(rest);
    if (!list) return { ok: false, error: `invalid filter "${text}": in expects (a,b,c)` };
    return { ok: true, filter: { column: column.trim(), operator, values: splitList(list[1]) } };
  }
  return { ok: true, filter: { column: column.trim(), operator, values: [rest] } };
}

/** A JSON cell as Postgres would print it, for comparing with the filter's text value. */
function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function order(cell: unknown, text: string): number | null {
  if (typeof cell === 'number') {
    const number = Number(text);
    return Number.isNaN(number) ? null : cell - number;
  }
  const value = cellText(cell);
  if (value === null) return null;
  if (value === text) return 0;
  return value < text ? -1 : 1;
}

function equal(cell: unknown, text: string): boolean {
  if (typeof cell === 'number') return cell === Number(text);
  if (typeof cell === 'boolean')
    return String(cell) === text.toLowerCase() || (cell ? text === 't' : text === 'f');
  return cellText(cell) === text;
}

export function matchesFilter(filter: RowFilter | null, record: Record<string, unknown>): boolean {
  if (!filter) return true;
  const cell = record[filter.column];
  if (cell === null || cell === undefined) return false;
  const [value] = filter.values;
  switch (filter.operator) {
    case 'eq':
      return equal(cell, value);
    case 'neq':
      return !equal(cell, value);
    case 'in':
      return filter.values.some((candidate) => equal(cell, candidate));
    default: {
      const difference = order(cell, value);
      if (difference === null) return false;
      if (filter.operator === 'lt') return difference < 0;
      if (filter.operator === 'lte') return difference <= 0;
      if (filter.operator === 'gt') return difference > 0;
      return difference >= 0;
    }
  }
}

/** Type oids whose text output reads into the same JSON value as `to_jsonb` gives. */
const NUMBER_TYPES = new Set([20, 21, 23, 26, 700, 701, 1700]); // int8 int2 int4 oid float4 float8 numeric
const STRING_TYPES = new Set([18, 19, 25, 1042, 1043, 2950]); // char name text bpchar varchar uuid
const BOOL_TYPE = 16;

/**
 * A text value of the replication stream as `to_jsonb` would give it, for the simple types where
 * that is certain; `known: false` for the others.
 */
export function typedAsJson(
  text: string | null,
  typeOid: number | undefined,
): { known: boolean; value: unknown } {
  if (text === null) return { known: true, value: null };
  if (typeOid === undefined) return { known: false, value: text };
  if (STRING_TYPES.has(typeOid)) return { known: true, value: text };
  if (typeOid === BOOL_TYPE) return { known: true, value: text === 't' };
  if (NUMBER_TYPES.has(typeOid)) {
    const number = Number(text);
    return Number.isFinite(number) ? { known: true, value: number } : { known: false, value: text };
  }
  return { known: false, value: text };
}
