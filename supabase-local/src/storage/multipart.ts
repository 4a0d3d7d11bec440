// multipart/form-data as storage-js sends uploads (the file under an empty field name beside text
// fields: cacheControl, metadata, contentType), read by busboy.
import type { IncomingHttpHeaders } from 'node:http';
import busboy from 'busboy';

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

export const isMultipart = (contentType: string | undefined): boolean =>
  contentType !== undefined && /^multipart\/form-data\s*(;|$)/i.test(contentType);

/** The whole form of a multipart body; MultipartError when busboy cannot read it. */
export function parseMultipart(headers: IncomingHttpHeaders, body: Buffer): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    const form: MultipartForm = { fields: new Map(), files: [] };
    const fail = (error: unknown) =>
      reject(new MultipartError(error instanceof Error ? error.message : String(error)));
    let parser: busboy.Busboy;
    try {
      // Field values and file names in UTF-8 (browsers send them so), with no limit but the body's.
      parser = busboy({ headers, defParamCharset: 'utf8', limits: { fieldSize: body.length } });
    } catch (error) {
      fail(error);
      return;
    }
    parser.on('field', (name, value) => form.fields.set(name, value));
    parser.on('file', (name, stream, info) => {
      // storage-js's file part has an empty name, which busboy hands over as undefined.
      const field = (name as string | undefined) ?? '';
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        form.files.push({
          field,
          filename: info.filename ?? '',
          contentType: info.mimeType,
          data: Buffer.concat(chunks),
        }),
      );
    });
    parser.on('error', fail);
    parser.on('close', () => resolve(form));
    parser.end(body);
  });
}
