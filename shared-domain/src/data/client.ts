import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database';

/** The typed Supabase client every data function takes. */
export type Client = SupabaseClient<Database>;

/**
 * A client, or the way to get it once supabase-js is loaded: the portal leaves supabase-js off a
 * signed-out visitor's first screen and loads it when the visitor acts (ARCHITECTURE.md §7).
 */
export type ClientSource = Client | (() => Promise<Client>);

export function resolveClient(source: ClientSource): Promise<Client> {
  return typeof source === 'function' ? source() : Promise.resolve(source);
}

/** A failed backend call: the backend's message (shown where SPEC allows it), code and HTTP status. */
export class DataError extends Error {
  readonly code: string | undefined;
  readonly status: number | undefined;

  constructor(message: string, code?: string, status?: number) {
    super(message);
    this.name = 'DataError';
    this.code = code;
    this.status = status;
  }
}

type BackendError = { message: string; code?: string };

type Response<T> =
  { data: T; error: null; status?: number } | { data: null; error: BackendError; status?: number };

/** The data of a response, or its error thrown as a DataError. */
export function unwrap<T>(response: Response<T>): T {
  if (response.error !== null) {
    throw new DataError(response.error.message, response.error.code, response.status);
  }
  return response.data;
}

/** The rows of a list read, never null. */
export function unwrapList<T>(response: Response<T[]>): T[] {
  return unwrap(response);
}

/** Like unwrap, for a read that must find a row. */
export function unwrapFound<T>(response: Response<T | null>, what: string): T {
  const data: T | null = unwrap(response);
  if (data === null) throw new DataError(`${what} not found`, 'PGRST116', 404);
  return data;
}

/** The count of a `head: true, count: 'exact'` request. */
export function unwrapCount(response: {
  count: number | null;
  error: BackendError | null;
  status?: number;
}): number {
  if (response.error !== null) {
    throw new DataError(response.error.message, response.error.code, response.status);
  }
  return response.count ?? 0;
}
