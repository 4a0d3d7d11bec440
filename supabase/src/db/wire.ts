// Framing of the PostgreSQL wire protocol (v3), just enough to multiplex connections onto PGlite.

export const SSL_REQUEST = 80877103;
export const GSSENC_REQUEST = 80877104;
export const CANCEL_REQUEST = 80877102;
export const PROTOCOL_V3 = 196608;

export interface FrontendMessage {
  /** Type byte as a character; '' for the untyped startup-phase packets. */
  type: string;
  bytes: Buffer;
}

/** Splits complete messages off the front of `buffer`; returns them and the incomplete rest. */
export function takeMessages(
  buffer: Buffer,
  startupPhase: boolean,
): { messages: FrontendMessage[]; rest: Buffer } {
  const messages: FrontendMessage[] = [];
  let offset = 0;
  let startup = startupPhase;
  for (;;) {
    if (startup) {
      if (buffer.length - offset < 4) break;
      const length = buffer.readInt32BE(offset);
      if (buffer.length - offset < length) break;
      messages.push({ type: '', bytes: buffer.subarray(offset, offset + length) });
      offset += length;
      const code = length >= 8 ? buffer.readInt32BE(offset - length + 4) : 0;
      // Only the real startup packet ends the untyped phase; SSL/GSS requests precede it.
      if (code === PROTOCOL_V3) startup = false;
      continue;
    }
    if (buffer.length - offset < 5) break;
    const length = buffer.readInt32BE(offset + 1) + 1;
    if (buffer.length - offset < length) break;
    messages.push({
      type: String.fromCharCode(buffer[offset]),
      bytes: buffer.subarray(offset, offset + length),
    });
    offset += length;
  }
  return { messages, rest: Buffer.from(buffer.subarray(offset)) };
}

export interface BackendMessage {
  type: string;
  bytes: Uint8Array;
}

export function splitBackendMessages(data: Uint8Array): BackendMessage[] {
  const view = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const messages: BackendMessage[] = [];
  let offset = 0;
  while (view.length - offset >= 5) {
    const length = view.readInt32BE(offset + 1) + 1;
    messages.push({
      type: String.fromCharCode(view[offset]),
      bytes: view.subarray(offset, offset + length),
    });
    offset += length;
  }
  return messages;
}

/** Text of a simple-protocol Query message ('Q'). */
export function queryText(message: FrontendMessage): string {
  return message.bytes.subarray(5, message.bytes.length - 1).toString('utf8');
}

export function simpleQuery(sql: string): Buffer {
  const body = Buffer.from(sql + '\0', 'utf8');
  const header = Buffer.alloc(5);
  header.write('Q', 0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

export const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);
