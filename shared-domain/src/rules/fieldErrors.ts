/** Validation results: one message per invalid field, empty when the form may be submitted. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}
