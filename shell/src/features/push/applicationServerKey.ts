/**
 * The VAPID public key of the configuration (URL-safe base64, unpadded) as the bytes
 * PushManager.subscribe expects.
 */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether a subscription was made with this key; one made with another is refused by the sender. */
export function isSameKey(subscribedWith: ArrayBuffer | null, key: Uint8Array): boolean {
  if (subscribedWith === null || subscribedWith.byteLength !== key.length) return false;
  const bytes = new Uint8Array(subscribedWith);
  return bytes.every((byte, index) => byte === key[index]);
}
