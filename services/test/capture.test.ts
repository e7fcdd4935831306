import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureCodes, secureFieldResponseSchema } from '@aisle/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptureService } from '../src/capture/index.ts';
import type { Database } from '../src/db/database.ts';
import { sql } from '../src/db/orm.ts';
import { backends, openSeeded } from './support/backends.ts';

const now = new Date('2026-11-24T12:00:00.000Z');
const capture = 'http://pay.localhost:4321';
const sandboxNumbers = ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117'];

async function writeFrames(directory: string): Promise<void> {
  await mkdir(join(directory, 'assets'), { recursive: true });
  await writeFile(
    join(directory, 'frame.html'),
    '<!doctype html><html><head><title>Secure card entry</title></head><body></body></html>',
  );
  await writeFile(join(directory, 'assets', 'capture-abc.js'), 'export {};');
  await mkdir(join(directory, 'themes'), { recursive: true });
  await writeFile(join(directory, 'themes', 'harbor.css'), ':root{}');
  await mkdir(join(directory, 'fonts', 'manrope'), { recursive: true });
  await writeFile(join(directory, 'fonts', 'manrope.css'), '@font-face{}');
  await writeFile(join(directory, 'fonts', 'manrope', 'manrope-latin-400-normal.woff2'), 'wOF2');
}

describe.each(backends)('the card-capture service on $name (issue 9)', (backend) => {
  describe.skipIf(!backend.isAvailable)(`${backend.name}`, () => {
    let seeded: Awaited<ReturnType<typeof openSeeded>>;
    let database: Database;
    let framesDir: string;
    let serve: (request: Request) => Promise<Response>;

    beforeAll(async () => {
      seeded = await openSeeded(backend, now);
      database = seeded.database;
      framesDir = await mkdtemp(join(tmpdir(), 'aisle-frames-'));
      await writeFrames(framesDir);
      serve = createCaptureService({ distDir: framesDir, db: database.db, now: () => now });
    });
    afterAll(async () => {
      await seeded?.close();
      if (framesDir) await rm(framesDir, { recursive: true, force: true });
    });

    const tokenize = (body: unknown, init: { origin?: string; contentType?: string } = {}) =>
      serve(
        new Request(`${capture}/tokenize`, {
          method: 'POST',
          headers: { 'content-type': init.contentType ?? 'application/json', origin: init.origin ?? capture },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );

    it('serves the frame pages under their own CSP: no inline code, framed by the banner sites only', async () => {
      const page = await serve(new Request(`${capture}/payment-form.html`));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Secure card entry');
      expect((await serve(new Request(`${capture}/cvv-form.html`))).status).toBe(200);
      expect((await serve(new Request(`${capture}/frame.html`))).status).toBe(404);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toMatch(/frame-ancestors http:\/\/localhost:4321 http:\/\/greenway\.localhost:4321 /);
      expect(csp).toContain(' http://harbor.localhost:4321');
      expect(csp).not.toContain('*');
      expect(csp).not.toContain('unsafe-inline');
      expect((await serve(new Request(`${capture}/assets/capture-abc.js`))).status).toBe(200);
      for (const path of ['/', '/api/session', '/index.html', '/assets/..%2fpayment-form.html', '/login.html']) {
        expect((await serve(new Request(`${capture}${path}`))).status, path).toBe(404);
      }
    });

    it("links the embedding banner's theme and its self-hosted font into the page, under font-src 'self' (issue 20)", async () => {
      const parent = encodeURIComponent('http://harbor.localhost:4321');
      const page = await serve(new Request(`${capture}/gift-card-form.html?parent=${parent}&time=1`));
      const html = await page.text();
      expect(html).toContain('<link rel="stylesheet" href="/themes/harbor.css">');
      expect(html).toContain('<link rel="stylesheet" href="/fonts/manrope.css">');
      expect(html).toContain('href="/fonts/manrope/manrope-latin-400-normal.woff2" as="font"');
      expect(page.headers.get('content-security-policy')).toContain("font-src 'self'");
      // Served on the capture origin itself, under its CSP.
      for (const path of [
        '/themes/harbor.css',
        '/fonts/manrope.css',
        '/fonts/manrope/manrope-latin-400-normal.woff2',
      ]) {
        const asset = await serve(new Request(`${capture}${path}`));
        expect(asset.status, path).toBe(200);
        expect(asset.headers.get('content-security-policy'), path).toContain("default-src 'none'");
      }
      expect((await serve(new Request(`${capture}/fonts/../frame.html`))).status).toBe(404);
      // A parent that is no storefront of this origin gets no banner's look (and the frame draws nothing).
      const stranger = await serve(
        new Request(`${capture}/payment-form.html?parent=${encodeURIComponent('http://evil.example')}`),
      );
      expect(await stranger.text()).not.toContain('/themes/');
    });

    it('exchanges the sandbox cards for a token: first six, last four, brand and expiry, never the number', async () => {
      for (const number of sandboxNumbers) {
        const cvv = number.startsWith('3') ? '1234' : '123';
        const response = await tokenize({ page: 'payment-form', number, expMonth: '12', expYear: '2030', cvv });
        const answer = secureFieldResponseSchema.parse(await response.json());
        expect(answer).toMatchObject({
          responseCode: '870',
          firstSix: number.slice(0, 6),
          lastFour: number.slice(-4),
          expMonth: '12',
          expYear: '2030',
        });
        expect(answer.checkoutId).toMatch(/^lv_/);
        expect(answer.paypageRegistrationId).toMatch(/^pp_/);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      // No column of any row holds a whole card number or a CVV.
      const rows = await database.db.execute(sql`select * from card_tokens`);
      const stored = JSON.stringify((rows as { rows?: unknown[] }).rows ?? rows);
      for (const number of sandboxNumbers) expect(stored).not.toContain(number);
      expect(stored).not.toMatch(/"123"|"1234"/);
    });

    it('refuses what the frame would refuse, with the capture code: 871 Luhn, 872 short, 874 not numeric, 882 CVV', async () => {
      const card = { page: 'payment-form', expMonth: '12', expYear: '2030', cvv: '123' };
      const codeOf = async (fields: object) =>
        ((await (await tokenize({ ...card, ...fields })).json()) as { responseCode: string }).responseCode;
      expect(await codeOf({ number: '4111111111111112' })).toBe('871');
      expect(await codeOf({ number: '4111' })).toBe('872');
      expect(await codeOf({ number: '4111-1111-1111-111a' })).toBe('874');
      expect(await codeOf({ number: '4111111111111111', cvv: '12' })).toBe('882');
      expect(await codeOf({ number: '4111111111111111', expYear: '2020' })).toBe('884');
    });

    it('answers only its own frames, JSON, and small bodies', async () => {
      const card = { page: 'payment-form', number: '4111111111111111', expMonth: '12', expYear: '2030', cvv: '123' };
      expect((await tokenize(card, { origin: 'http://greenway.localhost:4321' })).status).toBe(403);
      expect((await tokenize(card, { contentType: 'text/plain' })).status).toBe(415);
      expect((await tokenize(JSON.stringify({ ...card, pad: 'x'.repeat(4096) }))).status).toBe(413);
      expect((await serve(new Request(`${capture}/tokenize`))).status).toBe(405);
    });

    it('answers malformed fields with a 4xx and the unreadable code, which the frame reads as a refusal (issue 23)', async () => {
      for (const body of [
        '{"page":',
        'null',
        JSON.stringify({ page: 'nope' }),
        JSON.stringify({ page: 'payment-form', number: 4111 }),
      ]) {
        const response = await tokenize(body);
        expect(response.status, body).toBe(400);
        expect(((await response.json()) as { responseCode: string }).responseCode).toBe(captureCodes.unreadable);
      }
    });
  });
});
