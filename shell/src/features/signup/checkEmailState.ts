/** What sign-up hands the check-email screen through the history entry (it survives a reload). */
export type CheckEmailState = { email: string; sentAt: number };

export function isCheckEmailState(value: unknown): value is CheckEmailState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'email' in value &&
    typeof value.email === 'string' &&
    value.email !== '' &&
    'sentAt' in value &&
    typeof value.sentAt === 'number'
  );
}
