import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * The demo seed (seed.sql) gives volunteers an inline SVG badge, and SQL cannot write files. Once
 * the stack answers, this turns each such photo into a real PNG in the avatars bucket and points
 * `users.profile_url` at it, the way an upload does: a storage path the apps resolve to the public
 * URL (SVG is not an accepted image type: it can carry script). Idempotent: rows already converted
 * are not touched, so a restarted stack with kept data does nothing.
 */

/** The volunteers' photo bucket (migrations/20261121000600_storage.sql). */
const AVATAR_BUCKET = 'user-avatars';
const SIZE = 128;
const GRID = 5;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `size`×`size` pixels, each given by `pixel(x, y)`. */
function png(size: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const row = y * (1 + size * 3);
    rows[row] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const [r, g, b] = pixel(x, y);
      rows.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/**
 * A symmetric 5×5 pattern in `colour` on a light tint of it, picked by `seed` (an identicon): a
 * distinct, stable picture per person without any third-party image.
 */
export function identiconPng(seed: string, colour: string): Buffer {
  const hash = createHash('sha256').update(seed).digest();
  const ink = rgb(colour);
  const paper = ink.map((channel) => Math.round(channel + (255 - channel) * 0.85)) as [
    number,
    number,
    number,
  ];
  const margin = 14;
  const cell = (SIZE - 2 * margin) / GRID;
  const on = (column: number, row: number) => {
    const mirrored = column < 3 ? column : GRID - 1 - column;
    return (hash[row * 3 + mirrored] & 1) === 1;
  };
  return png(SIZE, (x, y) => {
    const column = Math.floor((x - margin) / cell);
    const row = Math.floor((y - margin) / cell);
    const inside = column >= 0 && column < GRID && row >= 0 && row < GRID;
    return inside && on(column, row) ? ink : paper;
  });
}

/** The colour an inline SVG badge was drawn in (its tile's fill), if it is one. */
function badgeColour(dataUrl: string): string | null {
  const match = /^data:image\/svg\+xml;base64,(.+)$/.exec(dataUrl);
  if (match === null) return null;
  const svg = Buffer.from(match[1], 'base64').toString('utf8');
  return /fill="(#[0-9a-fA-F]{6})"/.exec(svg)?.[1] ?? null;
}

export interface SeedPhotoBackend {
  apiUrl: string;
  serviceRoleKey: string;
  log?: (line: string) => void;
}

async function call(backend: SeedPhotoBackend, path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(`${backend.apiUrl}${path}`, {
    ...init,
    headers: {
      apikey: backend.serviceRoleKey,
      authorization: `Bearer ${backend.serviceRoleKey}`,
      ...init.headers,
    },
  });
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${path}: HTTP ${response.status} ${await response.text()}`,
    );
  }
  return response;
}

/** Moves the seed's inline volunteer photos into storage; returns how many it moved. */
export async function storeSeedPhotos(backend: SeedPhotoBackend): Promise<number> {
  const pending = (await (
    await call(backend, '/rest/v1/users?select=id,profile_url&profile_url=like.data:image/*', {})
  ).json()) as { id: string; profile_url: string }[];
  for (const { id, profile_url: dataUrl } of pending) {
    const path = `${id}.png`;
    await call(backend, `/storage/v1/object/${AVATAR_BUCKET}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'x-upsert': 'true' },
      body: new Uint8Array(identiconPng(id, badgeColour(dataUrl) ?? '#0b6e4f')),
    });
    await call(backend, `/rest/v1/users?id=eq.${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify({ profile_url: path }),
    });
  }
  if (pending.length > 0) backend.log?.(`seed: ${pending.length} demo photos stored in storage`);
  return pending.length;
}
