// Functions only the database calls (its webhooks post with the service role key) check the bearer
// themselves: the gateway's JWT check would let any signed-in user in.

/** Compares in constant time, so the key cannot be guessed byte by byte from answer times. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0 && expected.length > 0;
}

/** Whether the request carries the project's service role key as its bearer. */
export function fromServiceRole(req: Request): boolean {
  const token = (req.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');
  return sameSecret(token, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '');
}
