// What every function answers with: JSON, and the CORS headers browsers need to call a function
// from the portal's origin (hosted adds none: a function answers its own preflight). supabase-js
// keeps those headers in step with what its clients send.
import { corsHeaders } from 'npm:@supabase/supabase-js@2.119.1/cors';

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The answer to a CORS preflight. */
export function preflight(): Response {
  return new Response(null, { status: 204, headers: corsHeaders });
}

export class BodyTooLarge extends Error {}

/** The request body as text, refused past `limit` bytes without reading it all into memory. */
export async function readText(req: Request, limit: number): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limit) throw new BodyTooLarge();
  if (req.body === null) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of req.body) {
    size += chunk.byteLength;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
