import { isIP } from 'node:net';

/*
 * The client address the per-address limits key on (docs/adr/0023-guessing-limits.md). By default the
 * socket's remote address. Behind a reverse proxy every request comes from the proxy, so the operator
 * names the proxies' addresses in AISLE_TRUSTED_PROXIES (comma-separated; empty by default): a request
 * whose socket is one of them is attributed to the address its X-Forwarded-For names, read from the right
 * and skipping the trusted proxies themselves. With no trusted proxy, X-Forwarded-For is ignored: anyone can
 * write that header.
 */

/** The addresses of AISLE_TRUSTED_PROXIES, normalized; invalid entries are an error, not silently ignored. */
export function parseTrustedProxies(setting: string | undefined): ReadonlySet<string> {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isIP(entry)) throw new Error(`AISLE_TRUSTED_PROXIES: "${entry}" is not an IP address.`);
  }
  return new Set(entries.map((entry) => normalizeAddress(entry)));
}

/** An IPv4-mapped IPv6 address as IPv4; IPv6 in lower case without a zone. */
export function normalizeAddress(address: string): string {
  const bare = address.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  return mapped ? (mapped[1] as string) : bare;
}

/** The full eight groups of an IPv6 address. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups].map((group) =>
    group.padStart(4, '0'),
  );
}

/**
 * The key of an address for the limits: an IPv4 address as it is, an IPv6 address by its /64 prefix (one
 * subscriber usually holds a whole /64 and can change addresses within it at will).
 */
export function addressKeyOf(address: string): string {
  return isIP(address) === 6 ? `${ipv6Groups(address).slice(0, 4).join(':')}::/64` : address;
}

/** Who sent a request: the socket's address, or through trusted proxies the address they forwarded for. */
export function clientAddressOf(
  socketAddress: string | null | undefined,
  forwardedFor: string | null | undefined,
  trustedProxies: ReadonlySet<string>,
): string | null {
  if (!socketAddress) return null;
  let address = normalizeAddress(socketAddress);
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => normalizeAddress(hop))
    .filter(Boolean);
  while (trustedProxies.has(address)) {
    const next = hops.pop();
    // A trusted proxy that forwarded nothing readable: the request is its own.
    if (!next || !isIP(next)) break;
    address = next;
  }
  return addressKeyOf(address);
}
