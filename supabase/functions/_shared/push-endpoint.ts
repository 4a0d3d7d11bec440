// Where a push subscription may send the push function: https on a host of a browser vendor's push
// service (public.push_services, the one list, kept by migration 20261129052055), and only to an
// address that, once the host is resolved, is public. save-subscription checks a subscription before
// storing it; push checks it again right before each send, and connects to exactly the addresses it
// checked, so a name that resolves elsewhere between the check and the connection gets no request.
import { lookup as resolveHost } from 'node:dns/promises';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import ipaddr from 'npm:ipaddr.js@2.5.0';

/** A row of public.push_services. */
export interface PushService {
  host: string;
  subdomains: boolean;
  /** Tests only: where a local stand-in for the service listens; the host is not resolved. */
  test_address: string | null;
}

export const PUSH_SERVICE_COLUMNS = 'host, subdomains, test_address';

export class PushEndpointRefused extends Error {
  constructor(
    message: string,
    /** 'unresolved': the host has no address now; 'inside': it resolves to one that is not public. */
    readonly reason: 'unresolved' | 'inside',
  ) {
    super(message);
  }
}

/**
 * The push service an endpoint belongs to, or why it belongs to none: not https, user info in the
 * address, an IP literal, `localhost`, or a host that is not a known push service's.
 */
export function pushServiceOf(
  endpoint: string,
  services: readonly PushService[],
): { service: PushService } | { refused: string } {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { refused: 'The endpoint is not a URL' };
  }
  if (url.protocol !== 'https:') return { refused: 'The endpoint must be an https URL' };
  if (url.username !== '' || url.password !== '') {
    return { refused: 'The endpoint must not carry a user name or password' };
  }
  const host = url.hostname.toLowerCase();
  if (host.startsWith('[') || ipaddr.isValid(host)) {
    return { refused: 'The endpoint must name its push service, not an IP address' };
  }
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return { refused: 'The endpoint must not be on this machine' };
  }
  const service = services.find(
    (candidate) =>
      host === candidate.host || (candidate.subdomains && host.endsWith(`.${candidate.host}`)),
  );
  return service
    ? { service }
    : { refused: "The endpoint is not a browser's push service (FCM, autopush, Apple, WNS)" };
}

/**
 * Whether an address is on the public internet. Loopback, private, link-local (cloud metadata at
 * 169.254.169.254 among them), carrier-grade NAT, unique-local, multicast, reserved, unspecified and
 * IPv4 inside IPv6 (mapped, NAT64, 6to4, Teredo) are not; neither is Azure's metadata and DNS
 * address 168.63.129.16, which sits in a public range.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4' && parsed.toString() === '168.63.129.16') return false;
  return parsed.range() === 'unicast';
}

type Resolve = (host: string) => Promise<LookupAddress[]>;
const resolveAll: Resolve = (host) => resolveHost(host, { all: true, verbatim: true });

/**
 * The addresses a connection to `service`'s host may use: its resolved addresses, every one of them
 * public; a test stand-in's configured address as it is. Refused when the host resolves to any
 * address that is not public, or to none.
 */
export async function checkedAddresses(
  host: string,
  service: PushService,
  resolve: Resolve = resolveAll,
): Promise<LookupAddress[]> {
  if (service.test_address !== null) {
    return [
      {
        address: service.test_address,
        family: ipaddr.parse(service.test_address).kind() === 'ipv6' ? 6 : 4,
      },
    ];
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    throw new PushEndpointRefused(`${host} could not be resolved: ${String(error)}`, 'unresolved');
  }
  if (addresses.length === 0)
    throw new PushEndpointRefused(`${host} resolves to no address`, 'unresolved');
  const inside = addresses.find((entry) => !isPublicAddress(entry.address));
  if (inside) {
    throw new PushEndpointRefused(`${host} resolves to ${inside.address}, not public`, 'inside');
  }
  return addresses;
}

/**
 * An HTTPS agent that connects to `service`'s host only through `checkedAddresses`: the TLS name
 * stays the host's, the addresses are the checked ones.
 */
export function pinnedAgent(service: PushService, resolve: Resolve = resolveAll): https.Agent {
  return new https.Agent({
    lookup: (
      host: string,
      options: { all?: boolean },
      callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
    ) => {
      checkedAddresses(host, service, resolve).then(
        ([first, ...rest]) => {
          // checkedAddresses resolves to at least one address, or refuses.
          if (first === undefined) callback(new PushEndpointRefused(host, 'unresolved'), []);
          else if (options.all) callback(null, [first, ...rest]);
          else callback(null, first.address, first.family);
        },
        (error: Error) => callback(error, []),
      );
    },
  } as https.AgentOptions);
}
