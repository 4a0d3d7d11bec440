/** The backend the journeys run against, as the global setup started it. */
export function backendEnv() {
  const apiUrl = process.env.E2E_SUPABASE_URL;
  const anonKey = process.env.E2E_SUPABASE_ANON_KEY;
  if (!apiUrl || !anonKey) throw new Error('The e2e global setup did not start the backend.');
  return {
    apiUrl,
    anonKey,
    serviceRoleKey: process.env.E2E_SUPABASE_SERVICE_ROLE_KEY ?? '',
    inboxUrl: process.env.E2E_INBOX_URL ?? '',
  };
}
