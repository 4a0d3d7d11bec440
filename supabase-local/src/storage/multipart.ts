// A multipart/form-data reader for storage uploads: storage-js sends the file under an empty field
// name beside text fields (cacheControl, metadata, contentEncoding).

export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Map<string, string>;
  files: MultipartFile[];
}

export class MultipartError extends Error {}

/** The boundary parameter of a multipart/form-data content type, or null for any other type. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new MultipartError('multipart body without a boundary');
  return boundary;
}

function dispositionParam(disposition: string, param: string): string | undefined {
  const match = new RegExp(`;\\s*${param}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition);
  if (match) return match[1].replace(/\\(.)/g, '$1');
  const bare = new RegExp(`;\\s*${param}=([^;\\s]+)`, 'i').exec(disposition);
  return bare?.[1];
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new MultipartError(`malformed part header: ${line}`);
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

export function parseMultipart(body: Buffer, boundary: string): MultipartForm {
  const delimiter = Buffer.from(`--${boundary}`);
  const form: MultipartForm = { fields: new Map(), files: [] };
  let position = body.indexOf(delimiter);
  if (position < 0) throw new MultipartError('multipart body without its boundary');
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === '--') return form;
    if (body.subarray(position, position + 2).toString() !== '\r\n') {
      throw new MultipartError('malformed multipart delimiter');
    }
    const headerStart = position + 2;
    const headerEnd = body.indexOf('\r\n\r\n', headerStart);
    if (headerEnd < 0) throw new MultipartError('multipart part without headers');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) throw new MultipartError('multipart body is truncated');
    const headers = parseHeaders(body.subarray(headerStart, headerEnd).toString('utf8'));
    const data = body.subarray(headerEnd + 4, next);
    const disposition = headers.get('content-disposition');
    if (!disposition || !/^form-data/i.test(disposition)) {
      throw new MultipartError('multipart part without form-data disposition');
    }
    const field = dispositionParam(disposition, 'name') ?? '';
    const filename = dispositionParam(disposition, 'filename');
    if (filename === undefined) {
      form.fields.set(field, data.toString('utf8'));
    } else {
      form.files.push({
        field,
        filename,
        contentType: headers.get('content-type') ?? 'application/octet-stream',
        data: Buffer.from(data),
      });
    }
    position = next + 2;
  }
}
