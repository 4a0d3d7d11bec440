/**
 * The address of a path of the running app, for the links the auth service mails (confirmation,
 * password reset): they must come back to the portal, or a role app started on its own, that sent
 * them.
 */
export function authRedirectUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
