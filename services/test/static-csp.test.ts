import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../src/static/index.ts';

const directive = (csp: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1];

describe("the storefront's CSP from the build manifest", () => {
  it('allows no inline script: only the hashes the build wrote', () => {
    const csp = contentSecurityPolicy({ csp: { 'script-src': ["'sha256-abc='"] } });
    expect(directive(csp, 'script-src')).toBe("'self' 'sha256-abc='");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
  });

  it("takes images from the page's own origin only, and from the map tile service when the build has one", () => {
    expect(directive(contentSecurityPolicy({ csp: {} }), 'img-src')).toBe("'self' data:");
    expect(directive(contentSecurityPolicy({ csp: { 'img-src': ['https://tiles.example.org'] } }), 'img-src')).toBe(
      "'self' data: https://tiles.example.org",
    );
  });
});
