import Serializer from '@supabase/realtime-js/dist/main/lib/serializer';
import {
  FrameError,
  decodeBinary,
  decodeText,
  encodeBinaryBroadcast,
  encodeText,
  isBinaryBroadcast,
  parseVsn,
} from '../src/realtime/frames';

interface ClientMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

const serializer = new Serializer();

function clientEncode(message: ClientMessage): string | ArrayBuffer {
  return serializer.encode(message, (encoded: string | ArrayBuffer) => encoded);
}

describe('Phoenix frames', () => {
  it('reads the array frames realtime-js sends with vsn 2.0.0', () => {
    const text = clientEncode({
      join_ref: '1',
      ref: '1',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: { config: {} },
    });
    expect(decodeText('2.0.0', text as string)).toEqual({
      joinRef: '1',
      ref: '1',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: { config: {} },
    });
  });

  it('writes array frames realtime-js decodes back into the same message', () => {
    const text = encodeText('2.0.0', {
      joinRef: null,
      ref: '7',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
    const decoded = serializer.decode(text, (message: ClientMessage) => message);
    expect(decoded).toEqual({
      join_ref: null,
      ref: '7',
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
    });
  });

  it('reads and writes vsn 1.0.0 object frames', () => {
    const frame = decodeText(
      '1.0.0',
      JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '3' }),
    );
    expect(frame).toEqual({
      joinRef: null,
      ref: '3',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
    expect(JSON.parse(encodeText('1.0.0', frame))).toEqual({
      join_ref: null,
      ref: '3',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
  });

  it('decodes a JSON user broadcast that realtime-js sent as binary', () => {
    const encoded = clientEncode({
      join_ref: '4',
      ref: '9',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'typing', payload: { who: 'Zoë ✨' } },
    });
    expect(encoded).toBeInstanceOf(ArrayBuffer);
    const frame = decodeBinary(Buffer.from(encoded as ArrayBuffer));
    expect(isBinaryBroadcast(frame)).toBe(false);
    expect(frame).toMatchObject({
      joinRef: '4',
      ref: '9',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'typing', payload: { who: 'Zoë ✨' } },
    });
  });

  it('keeps binary broadcast payloads as bytes and encodes them so realtime-js reads an ArrayBuffer', () => {
    const bytes = new Uint8Array([1, 2, 3]).buffer;
    const encoded = clientEncode({
      join_ref: '4',
      ref: null,
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'blob', payload: bytes },
    });
    const frame = decodeBinary(Buffer.from(encoded as ArrayBuffer));
    expect(isBinaryBroadcast(frame)).toBe(true);
    expect(frame.payload).toEqual(Buffer.from([1, 2, 3]));

    const out = encodeBinaryBroadcast('realtime:room', 'blob', Buffer.from([1, 2, 3]));
    const arrayBuffer = new Uint8Array(out).buffer;
    const decoded = serializer.decode(arrayBuffer, (message: ClientMessage) => message);
    expect(decoded.topic).toBe('realtime:room');
    expect(decoded.payload).toMatchObject({ type: 'broadcast', event: 'blob' });
    expect([...new Uint8Array((decoded.payload as { payload: ArrayBuffer }).payload)]).toEqual([
      1, 2, 3,
    ]);
  });

  it('refuses malformed frames with a FrameError', () => {
    expect(() => decodeText('2.0.0', 'not json')).toThrow(FrameError);
    expect(() => decodeText('2.0.0', '{"topic":"x"}')).toThrow(FrameError);
    expect(() => decodeText('2.0.0', '[null, null, "", "x", {}]')).toThrow(FrameError);
    expect(() => decodeText('1.0.0', '[1]')).toThrow(FrameError);
    expect(() => decodeBinary(Buffer.from([9, 0, 0]))).toThrow(FrameError);
    expect(() => decodeBinary(Buffer.from([3, 200, 0, 0, 0, 0, 1]))).toThrow(FrameError);
  });

  it('accepts the two protocol versions realtime-js offers', () => {
    expect(parseVsn('2.0.0')).toBe('2.0.0');
    expect(parseVsn(null)).toBe('1.0.0');
    expect(parseVsn('3.0.0')).toBeNull();
  });
});
