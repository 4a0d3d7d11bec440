// The checks Storage's route schemas make of JSON bodies, failing with the messages its validator
// (Ajv, through Fastify) gives: `body must have required property 'x'`, `body/x must be string`.
import { storageErrors } from './errors';

export type JsonBody = Record<string, unknown>;

function missing(field: string): never {
  throw storageErrors.validation(`body must have required property '${field}'`);
}

export function requiredString(body: JsonBody, field: string): string {
  const value = optionalString(body, field);
  if (value === undefined) missing(field);
  return value;
}

export function optionalString(body: JsonBody, field: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw storageErrors.validation(`body/${field} must be string`);
  return value;
}

/** A list of strings with at least one item (Storage's `minItems: 1`). */
export function requiredStringList(body: JsonBody, field: string): string[] {
  const value = body[field];
  if (value === undefined) missing(field);
  if (!Array.isArray(value)) throw storageErrors.validation(`body/${field} must be array`);
  if (value.length === 0) {
    throw storageErrors.validation(`body/${field} must NOT have fewer than 1 items`);
  }
  return value.map((item: unknown, index) => {
    if (typeof item !== 'string') {
      throw storageErrors.validation(`body/${field}/${index} must be string`);
    }
    return item;
  });
}

/** An integer of at least 1; numeric strings count, as Fastify coerces them. */
export function requiredPositiveInteger(body: JsonBody, field: string): number {
  const value = body[field];
  if (value === undefined) missing(field);
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) {
    throw storageErrors.validation(`body/${field} must be integer`);
  }
  if (number < 1) throw storageErrors.validation(`body/${field} must be >= 1`);
  return number;
}
