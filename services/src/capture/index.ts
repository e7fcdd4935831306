import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { type Banner, banners } from '@aisle/banner-themes';
import { frameBannerLinks } from '@aisle/banner-themes/fontFiles';
import { captureKindOf, checkCard, compactDigits, refusal } from '@aisle/contracts/cardCapture';
import {
  captureAssetPattern,
  captureCodes,
  captureContentTypes,
  captureSecurityPolicyFor,
  framePages,
  isStorefrontOriginOf,
  type SecureFieldResponse,
  secureFieldResponseSchema,
  tokenizeRequestSchema,
} from '@aisle/contracts/frames';
import { bannerOfHost } from '../banners.ts';
import type { Db } from '../db/database.ts';
import { cardTokens } from '../db/schema.ts';
import { clientAddressOf, type LimitsOptions, limitRules, TooManyAttemptsError, takeAttempt } from '../limits/index.ts';
import { SANDBOX_PIN, sandboxGiftBalanceCents } from '../wallet/sandbox.ts';

/*
 * The card-capture service (docs/adr/0010-card-capture-frame-origin.md): what answers on the capture
 * origin, `pay.<site host>`, and nothing else does. It serves the frame pages (frames/dist) under a CSP of
 * their own and exchanges what a frame sends for a low-value token. The card number and CVV live in this
 * request only: they are checked, their first six and last four digits kept, and never stored, logged or
 * answered.
 */

/** Largest tokenize body read: the card fields are a few dozen characters. */
const MAX_TOKENIZE_BYTES = 2 * 1024;

/**
 * Who may frame the capture pages: exactly the banner sites of the same scheme and port locally
 * (`http://greenway.localhost:4321` …), each banner's own domain in production. A page of any other
 * origin cannot even load a frame (the browser enforces frame-ancestors).
 */
export function frameAncestorsFor(captureUrl: URL): string {
  const port = captureUrl.port ? `:${captureUrl.port}` : '';
  if (captureUrl.hostname === 'pay.localhost') {
    return [
      `${captureUrl.protocol}//localhost${port}`,
      ...banners.map((banner) => `${captureUrl.protocol}//${banner.id}.localhost${port}`),
    ].join(' ');
  }
  return banners.flatMap((banner) => [`https://${banner.domain}`, `https://www.${banner.domain}`]).join(' ');
}

/** The capture origin's policy: its own script and style only, no inline code, framed by the storefronts. */
export function captureSecurityPolicy(captureUrl: URL): string {
  return captureSecurityPolicyFor(frameAncestorsFor(captureUrl));
}

function headersFor(url: URL, contentType: string, cache: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Security-Policy': captureSecurityPolicy(url),
    'Cache-Control': cache,
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

const tokenId = (prefix: 'pp_' | 'lv_' | 'pin_') => `${prefix}${randomBytes(18).toString('base64url')}`;

function json(
  url: URL,
  body: SecureFieldResponse | { code: string; message: string },
  status = 200,
  extraHeaders: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headersFor(url, 'application/json; charset=utf-8', 'no-store'), ...extraHeaders },
  });
}

/**
 * Every call from one client address counts, whatever it holds: each keeps a row, and a gift card's
 * number and PIN are judged here (docs/adr/0023-guessing-limits.md). Over the limit: 429 with Retry-After.
 */
async function limitTokenize(db: Db, limits: LimitsOptions, request: Request, socketAddress: string | undefined) {
  const clientAddress = clientAddressOf(socketAddress, request.headers.get('x-forwarded-for'), limits.trustedProxies);
  await takeAttempt(db, limits.now(), [
    { rule: limitRules.tokenizeAddressBurst, key: clientAddress },
    { rule: limitRules.tokenizeAddress, key: clientAddress },
  ]);
}

/** POST /tokenize: check the fields again (the same rules as the frame) and keep a token of the card. */
async function tokenize(
  request: Request,
  url: URL,
  db: Db,
  now: Date,
  limited: () => Promise<void>,
): Promise<Response> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    return json(url, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the fields as application/json.' }, 415);
  }
  // Only the capture origin's own pages call this (a cross-origin caller could not read the answer anyway).
  if (request.headers.get('origin') !== url.origin) {
    return json(url, { code: 'FORBIDDEN', message: 'The capture service answers its own frames only.' }, 403);
  }
  try {
    await limited();
  } catch (error) {
    if (!(error instanceof TooManyAttemptsError)) throw error;
    return json(url, { code: error.code, message: error.message }, 429, {
      'Retry-After': String(error.retryAfterSeconds),
    });
  }
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_TOKENIZE_BYTES) {
    return json(url, { code: 'PAYLOAD_TOO_LARGE', message: 'The fields are too large.' }, 413);
  }
  let fields: ReturnType<typeof tokenizeRequestSchema.parse>;
  try {
    fields = tokenizeRequestSchema.parse(JSON.parse(text));
  } catch {
    // Not JSON, or not the frame's fields: a client error, with the code the frame shows for it.
    return json(url, refusal(captureCodes.unreadable, 'The fields could not be read.'), 400);
  }
  const checked = checkCard(fields.page, fields, now);
  if (checked.code !== captureCodes.accepted) return json(url, refusal(checked.code, 'Refused'));

  const digits = fields.number ? compactDigits(fields.number) : null;
  const kind = captureKindOf(fields.page, fields.cardKind);
  const pin = fields.pin?.trim() ?? '';
  const row = {
    paypageRegistrationId: tokenId('pp_'),
    checkoutId: tokenId('lv_'),
    page: fields.page,
    brand: checked.brand,
    firstSix: digits ? digits.slice(0, 6) : null,
    lastFour: digits ? digits.slice(-4) : null,
    expMonth: fields.expMonth || null,
    expYear: fields.expYear || null,
    createdAt: now,
    cardKind: kind,
    // The sandbox processor's verdicts, made while the digits are here; the digits themselves are dropped.
    pinCheckoutId: kind === 'pin' ? tokenId('pin_') : null,
    pinMatches: kind === 'pin' ? pin === SANDBOX_PIN : null,
    giftBalanceCents: kind === 'gift' && digits ? sandboxGiftBalanceCents(digits, pin) : null,
  };
  await db.insert(cardTokens).values(row);
  return json(
    url,
    secureFieldResponseSchema.parse({
      responseCode: captureCodes.accepted,
      message: 'Success',
      paypageRegistrationId: row.paypageRegistrationId,
      checkoutId: kind === 'pin' ? null : row.checkoutId,
      pinCheckoutId: row.pinCheckoutId,
      firstSix: row.firstSix,
      lastFour: row.lastFour,
      brand: row.brand,
      expMonth: row.expMonth,
      expYear: row.expYear,
    }),
  );
}

/**
 * The banner of the storefront that embeds a frame: its `parent` parameter, when it is a storefront of this
 * capture origin (the frame itself checks again that this origin really embeds it).
 */
function bannerOfParent(url: URL): Banner | null {
  const parent = url.searchParams.get('parent') ?? '';
  if (!isStorefrontOriginOf(parent, url.origin)) return null;
  return bannerOfHost(new URL(parent).hostname);
}

/**
 * GET /<page>.html, its /assets/*, and the banners' /themes/<id>.css and /fonts/*: the built frames;
 * nothing else is served on the capture origin. A page links the theme and font of the banner that embeds it.
 */
async function serveFile(distDir: string, url: URL): Promise<Response> {
  const path = url.pathname;
  const isPage = framePages.some((page) => path === `/${page}.html`);
  const isAsset = captureAssetPattern.test(path);
  if (!isPage && !isAsset)
    return new Response('Not found', { status: 404, headers: headersFor(url, 'text/plain', 'no-store') });
  // Every frame page is the one built page; its script reads which frame it is from the address.
  const file = normalize(join(distDir, isPage ? 'frame.html' : path));
  if (!file.startsWith(normalize(distDir) + sep)) return new Response('Not found', { status: 404 });
  try {
    const content = await readFile(file);
    const banner = isPage ? bannerOfParent(url) : null;
    const body = banner
      ? content.toString('utf8').replace('</head>', `  ${frameBannerLinks(banner)}\n  </head>`)
      : new Uint8Array(content);
    const isHashed = path.startsWith('/assets/') || path.endsWith('.woff2');
    const cache = isHashed ? 'public, max-age=31536000, immutable' : isAsset ? 'public, max-age=86400' : 'no-cache';
    return new Response(body, {
      headers: headersFor(url, captureContentTypes[extname(file)] ?? 'application/octet-stream', cache),
    });
  } catch {
    return new Response('Not found', { status: 404, headers: headersFor(url, 'text/plain', 'no-store') });
  }
}

export type CaptureServiceOptions = {
  distDir: string;
  db: Db;
  now: () => Date;
  /** The limits' clock and trusted proxies (default: the service's clock, none). */
  limits?: Partial<LimitsOptions>;
};

/** The whole capture origin: the frame pages, their assets and the tokenizer. */
export function createCaptureService({ distDir, db, now, limits = {} }: CaptureServiceOptions) {
  const limitsOptions: LimitsOptions = {
    now: limits.now ?? now,
    trustedProxies: limits.trustedProxies ?? new Set<string>(),
  };
  /** `socketAddress`: the client's socket address (none for an in-process call: no per-address limit). */
  return async (request: Request, socketAddress?: string): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname === '/tokenize') {
      if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
      return tokenize(request, url, db, now(), () => limitTokenize(db, limitsOptions, request, socketAddress));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    return serveFile(distDir, url);
  };
}
