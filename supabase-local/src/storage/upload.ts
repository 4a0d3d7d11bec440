// What an upload carries, read from either body shape storage-js sends: multipart (file under an
// empty field name plus cacheControl/metadata fields) or the raw bytes with headers.
import type { IncomingHttpHeaders } from 'node:http';
import { storageErrors } from './errors';
import { isMultipart, MultipartError, parseMultipart } from './multipart';

export interface UploadContent {
  data: Buffer;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function parseUserMetadata(text: string | undefined): Record<string, unknown> | null {
  if (text === undefined || text === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // answered below, as for any value that is not a JSON object
  }
  throw storageErrors.invalidRequest('metadata must be a JSON object');
}

/** '3600' (the multipart field) means max-age=3600; a full directive is kept as given. */
function cacheControlOf(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return 'no-cache';
  return /^\d+$/.test(value.trim()) ? `max-age=${value.trim()}` : value.trim();
}

export async function readUpload(
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<UploadContent> {
  const contentType = header(headers, 'content-type');
  if (!isMultipart(contentType)) {
    const encoded = header(headers, 'x-metadata');
    return {
      data: body,
      contentType: contentType ?? 'application/octet-stream',
      cacheControl: cacheControlOf(header(headers, 'cache-control')),
      userMetadata: encoded
        ? parseUserMetadata(Buffer.from(encoded, 'base64').toString('utf8'))
        : null,
    };
  }
  let form;
  try {
    form = await parseMultipart(headers, body);
  } catch (err) {
    if (err instanceof MultipartError) throw storageErrors.invalidRequest(err.message);
    throw err;
  }
  const file = form.files.find((candidate) => candidate.field === '') ?? form.files[0];
  if (!file) throw storageErrors.invalidRequest('No file provided');
  return {
    data: file.data,
    contentType: form.fields.get('contentType') ?? file.contentType,
    cacheControl: cacheControlOf(form.fields.get('cacheControl')),
    userMetadata: parseUserMetadata(form.fields.get('metadata')),
  };
}
