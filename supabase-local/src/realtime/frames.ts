// Phoenix channel frames as realtime-js speaks them: vsn 2.0.0 sends JSON arrays
// [join_ref, ref, topic, event, payload] plus binary user broadcasts; vsn 1.0.0 sends JSON objects.

export type Vsn = '1.0.0' | '2.0.0';

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A user broadcast whose payload stayed binary (an ArrayBuffer on the client). */
export interface BinaryBroadcast {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  metadata: Record<string, unknown>;
  payload: Buffer;
}

export class FrameError extends Error {}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const BINARY_ENCODING = 0;
const JSON_ENCODING = 1;

export function parseVsn(value: string | null): Vsn | null {
  if (value === null || value === '1.0.0') return '1.0.0';
  if (value === '2.0.0') return '2.0.0';
  return null;
}

function refOf(value: unknown, name: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new FrameError(`${name} must be a string or null`);
}

function checkedFrame(
  joinRef: unknown,
  ref: unknown,
  topic: unknown,
  event: unknown,
  payload: unknown,
): Frame {
  if (typeof topic !== 'string' || topic === '')
    throw new FrameError('topic must be a non-empty string');
  if (typeof event !== 'string' || event === '')
    throw new FrameError('event must be a non-empty string');
  return {
    joinRef: refOf(joinRef, 'join_ref'),
    ref: refOf(ref, 'ref'),
    topic,
    event,
    payload: payload ?? {},
  };
}

export function decodeText(vsn: Vsn, text: string): Frame {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FrameError('frame is not valid JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) {
      throw new FrameError('frame must be [join_ref, ref, topic, event, payload]');
    }
    return checkedFrame(parsed[0], parsed[1], parsed[2], parsed[3], parsed[4]);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new FrameError('frame must be an object {topic, event, payload, ref}');
  }
  const object = parsed as Record<string, unknown>;
  return checkedFrame(object.join_ref, object.ref, object.topic, object.event, object.payload);
}

export function encodeText(vsn: Vsn, frame: Frame): string {
  if (vsn === '2.0.0')
    return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
  return JSON.stringify({
    join_ref: frame.joinRef,
    ref: frame.ref,
    topic: frame.topic,
    event: frame.event,
    payload: frame.payload,
  });
}

/**
 * Decodes realtime-js's binary "user broadcast push" (kind 3): a header of byte lengths, then
 * join_ref, ref, topic, user event, metadata JSON, and the payload (JSON or raw bytes).
 */
export function decodeBinary(data: Buffer): Frame | BinaryBroadcast {
  if (data.length < 7 || data[0] !== USER_BROADCAST_PUSH)
    throw new FrameError('unsupported binary frame');
  const lengths = [data[1], data[2], data[3], data[4], data[5]];
  const encoding = data[6];
  let offset = 7;
  const [joinRef, ref, topic, event, metadataText] = lengths.map((length) => {
    if (offset + length > data.length) throw new FrameError('binary frame is truncated');
    const text = data.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return text;
  });
  const body = data.subarray(offset);
  let metadata: Record<string, unknown> = {};
  if (metadataText !== '') {
    try {
      const parsed: unknown = JSON.parse(metadataText);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        metadata = parsed as Record<string, unknown>;
      }
    } catch {
      throw new FrameError('binary frame metadata is not valid JSON');
    }
  }
  if (topic === '' || event === '') throw new FrameError('binary frame without topic or event');
  if (encoding === JSON_ENCODING) {
    let payload: unknown;
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      throw new FrameError('binary frame payload is not valid JSON');
    }
    return {
      joinRef: joinRef || null,
      ref: ref || null,
      topic,
      event: 'broadcast',
      payload: { ...metadata, type: 'broadcast', event, payload },
    };
  }
  if (encoding !== BINARY_ENCODING) throw new FrameError('unknown binary payload encoding');
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event,
    metadata,
    payload: Buffer.from(body),
  };
}

export function isBinaryBroadcast(frame: Frame | BinaryBroadcast): frame is BinaryBroadcast {
  return 'metadata' in frame;
}

/** The server's binary "user broadcast" (kind 4) that realtime-js decodes into an ArrayBuffer payload. */
export function encodeBinaryBroadcast(topic: string, event: string, payload: Buffer): Buffer {
  const topicBytes = Buffer.from(topic);
  const eventBytes = Buffer.from(event);
  if (topicBytes.length > 255 || eventBytes.length > 255)
    throw new FrameError('topic or event too long');
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    0,
    BINARY_ENCODING,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, payload]);
}
