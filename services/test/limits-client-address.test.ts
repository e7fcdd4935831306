import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustedProxies } from '../src/limits/index.ts';

/* Who the per-address limits count (docs/adr/0023-guessing-limits.md): the socket, or the client a trusted proxy names. */

describe('client address of a request', () => {
  const none = parseTrustedProxies(undefined);
  const proxies = parseTrustedProxies(' 10.0.0.5, ::1 ');

  it('is the socket address by default, whatever X-Forwarded-For claims (anyone can write that header)', () => {
    expect(clientAddressOf('198.51.100.7', '203.0.113.1', none)).toBe('198.51.100.7');
    expect(clientAddressOf('::ffff:198.51.100.7', undefined, none)).toBe('198.51.100.7');
  });

  it('behind a trusted proxy is the last address it forwarded for, skipping trusted proxies, never one the client wrote first', () => {
    expect(clientAddressOf('10.0.0.5', '203.0.113.1', proxies)).toBe('203.0.113.1');
    // The client claimed 192.0.2.1 itself; the proxy appended the address it saw.
    expect(clientAddressOf('10.0.0.5', '192.0.2.1, 203.0.113.1', proxies)).toBe('203.0.113.1');
    expect(clientAddressOf('::1', '203.0.113.1, 10.0.0.5', proxies)).toBe('203.0.113.1');
    // An untrusted socket's header is ignored.
    expect(clientAddressOf('198.51.100.7', '203.0.113.1', proxies)).toBe('198.51.100.7');
    // A trusted proxy that forwarded nothing readable stands for itself.
    expect(clientAddressOf('10.0.0.5', 'not-an-address', proxies)).toBe('10.0.0.5');
    expect(clientAddressOf('10.0.0.5', undefined, proxies)).toBe('10.0.0.5');
  });

  it('keys an IPv6 client by its /64, and knows none without a socket', () => {
    expect(clientAddressOf('2001:db8:23:1::9', undefined, none)).toBe('2001:0db8:0023:0001::/64');
    expect(clientAddressOf('2001:DB8:23:1:ffff::1%eth0', undefined, none)).toBe('2001:0db8:0023:0001::/64');
    expect(clientAddressOf(undefined, '203.0.113.1', proxies)).toBeNull();
  });

  it('refuses a trusted-proxy setting that is not a list of IP addresses', () => {
    expect(() => parseTrustedProxies('10.0.0.5, proxy.internal')).toThrow(/proxy\.internal/);
  });
});
