import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '../errors.ts';

// Webhook addresses must be on the public internet (decision 035): a lead could otherwise
// make this server post to its own loopback, the private network or a cloud metadata
// address. The name is resolved when the address is saved, and again by the connection
// itself when a delivery is posted (the check sits in the socket's own look-up), so a name
// that later resolves elsewhere (DNS rebinding) is refused at the moment that matters.
// WEBHOOK_ALLOW_PRIVATE_HOSTS switches the check off (development and tests).

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, 169.254.169.254 metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
// An IPv4-mapped address (::ffff:a.b.c.d) is judged by the IPv4 rules above (BlockList does
// that). Every other form with an IPv4 address inside is refused whole, whatever that address
// (issue 35 item 10: [::127.0.0.1] and [::ffff:0:127.0.0.1] reached loopback): they are
// deprecated or translation mechanisms no webhook receiver needs.
for (const [net, bits] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible (::a.b.c.d)
  ['::ffff:0:0:0', 96], // IPv4-translated (::ffff:0:a.b.c.d)
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local-use NAT64
  ['2001::', 32], // Teredo: a tunnel to the IPv4 address inside
  ['2002::', 16], // 6to4: an IPv4 address in bits 16 to 47
  ['fec0::', 10], // site-local (deprecated)
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local, fd00:ec2::254 metadata
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}

/** A public unicast address (IPv4-mapped IPv6 is judged by its IPv4 address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of a URL as the resolver and the socket take it ('[::1]' -> '::1'). */
const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}

/**
 * When the address is saved: every address the name resolves to must be public, or 400
 * `webhook.privateHost`; a name that does not resolve is 400 `webhook.hostUnknown`.
 */
export async function checkWebhookHost(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = bareHost(url.hostname);
  let addresses: LookupAddress[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolveAll(host);
  } catch {
    throw new AppError('webhook.hostUnknown', { host });
  }
  if (!addresses.length) throw new AppError('webhook.hostUnknown', { host });
  if (addresses.some((a) => !isPublicAddress(a.address))) {
    throw new AppError('webhook.privateHost', { host });
  }
}

export class PrivateHostError extends Error {
  override name = 'PrivateHostError';
  readonly code = 'EPRIVATEHOST';
}

/**
 * The socket's look-up for a delivery: resolves as usual and fails when any answer is not
 * public, so the address connected to is the address checked.
 */
export function publicOnlyLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused || !addresses.length) {
        const e = new PrivateHostError(
          `${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`,
        );
        return callback(e, '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** Before connecting to an IP written in the URL (the socket does no look-up for those). */
export function refuseLiteralPrivateHost(url: URL, allowPrivate: boolean): void {
  const host = bareHost(url.hostname);
  if (!allowPrivate && isIP(host) && !isPublicAddress(host)) {
    throw new PrivateHostError(`${host} is not a public address`);
  }
}
