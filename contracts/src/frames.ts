import * as z from 'zod/mini';

/*
 * The secure card-capture frames (wallet spec "Secure card-entry frame", FRM-*): pages served from their
 * own origin (`pay.<site host>`), the only code that ever sees a card number, expiry or CVV. They talk to
 * the storefront by postMessage only; each side accepts a message only from the exact origin it expects
 * and only when it parses with these schemas (docs/adr/0010-card-capture-frame-origin.md).
 */

/**
 * FRM-006: the frame pages of the payment host; `payment-form?ct=ebt` (FRM-008) captures a SNAP EBT card's
 * number. Ours besides the spec's five: `pin-form` (the SNAP EBT PIN, FRM-009) and `gift-card-form` (a gift
 * card's number and PIN), so no card number or PIN ever reaches the storefront origin
 * (docs/adr/0014-wallet-tokens-and-limits.md).
 */
export const framePages = [
  'payment-form',
  'cvv-form',
  'month-form',
  'month-edit-form',
  'year-form',
  'pin-form',
  'gift-card-form',
] as const;
/** FRM-008: the card kinds a payment-form captures (`ct` query parameter; absent means a credit/debit card). */
export const captureCardKinds = ['ebt'] as const;
export type FramePage = (typeof framePages)[number];

/**
 * Capture response codes (FRM-033..037; the CONTRACT's sandbox table): 870 accepted; 871 the number fails
 * the Luhn check, 872 too short, 873 too long, 874 not numeric, 875 the field could not be read, 876 the
 * number is of no card brand we take; 881 CVV not numeric, 882 CVV too short, 883 CVV too long; 884 the
 * expiry is missing or past.
 */
export const captureCodes = {
  accepted: '870',
  notMod10: '871',
  tooShort: '872',
  tooLong: '873',
  notNumeric: '874',
  unreadable: '875',
  invalidNumber: '876',
  cvvNotNumeric: '881',
  cvvTooShort: '882',
  cvvTooLong: '883',
  invalidExpiry: '884',
} as const;
export type CaptureCode = (typeof captureCodes)[keyof typeof captureCodes];
const captureCodeSchema = z.enum(Object.values(captureCodes) as [CaptureCode, ...CaptureCode[]]);

/** FRM-035, FRM-036: which codes mean a bad card number and which a bad CVV. */
export const badCardNumberCodes: readonly CaptureCode[] = ['871', '872', '873', '874', '876'];
export const badCvvCodes: readonly CaptureCode[] = ['881', '882', '883'];

/** What a refused capture means on the edit form (FRM-035..037): only 881 and 882 count as a bad CVV there. */
export type EditCaptureOutcome = 'badCardNumber' | 'badCvv' | 'other';
const editBadCvvCodes: readonly string[] = [captureCodes.cvvNotNumeric, captureCodes.cvvTooShort];

export function editCaptureOutcome(code: string): EditCaptureOutcome {
  if ((badCardNumberCodes as readonly string[]).includes(code)) return 'badCardNumber';
  if (editBadCvvCodes.includes(code)) return 'badCvv';
  return 'other';
}

/**
 * FRM-034: what the capture service answers, never a card number: a low-value token (`checkoutId`), the
 * registration id that stands for the card, its first six and last four digits, brand and expiry.
 */
export const secureFieldResponseSchema = z.object({
  responseCode: captureCodeSchema,
  message: z.string(),
  paypageRegistrationId: z.nullable(z.string().check(z.regex(/^pp_[A-Za-z0-9_-]{16,64}$/))),
  checkoutId: z.nullable(z.string().check(z.regex(/^lv_[A-Za-z0-9_-]{16,64}$/))),
  /** The PIN frame's token (pin-form): what the EBT balance call sends as encryptedPin. */
  pinCheckoutId: z.nullable(z.string().check(z.regex(/^pin_[A-Za-z0-9_-]{16,64}$/))),
  firstSix: z.nullable(z.string().check(z.regex(/^\d{6}$/))),
  lastFour: z.nullable(z.string().check(z.regex(/^\d{4}$/))),
  brand: z.nullable(z.enum(['visa', 'mastercard', 'american-express', 'discover'])),
  expMonth: z.nullable(z.string().check(z.regex(/^(0[1-9]|1[0-2])$/))),
  expYear: z.nullable(z.string().check(z.regex(/^\d{4}$/))),
});
export type SecureFieldResponse = z.infer<typeof secureFieldResponseSchema>;

/** What the frame sends to its own origin's tokenizer (never to the storefront). */
export const tokenizeRequestSchema = z.object({
  page: z.enum(framePages),
  number: z.optional(z.string().check(z.maxLength(40))),
  expMonth: z.optional(z.string().check(z.maxLength(2))),
  expYear: z.optional(z.string().check(z.maxLength(4))),
  cvv: z.optional(z.string().check(z.maxLength(8))),
  /** A SNAP EBT PIN (pin-form) or a gift card PIN (gift-card-form). */
  pin: z.optional(z.string().check(z.maxLength(8))),
  /** FRM-008: 'ebt' when a payment-form captures a SNAP EBT card number. */
  cardKind: z.optional(z.enum(captureCardKinds)),
});
export type TokenizeRequest = z.infer<typeof tokenizeRequestSchema>;

const requestIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** The tallest frame a page takes from a frame's report: every field of the card with an error under each, at 320 px. */
export const MAX_FRAME_HEIGHT_PX = 1200;
const frameHeightSchema = z.number().check(z.int(), z.gte(0), z.lte(MAX_FRAME_HEIGHT_PX));

/**
 * Frame -> storefront: ready (polled, FRM-011/012); its content's height whenever it changes (the frame
 * measures itself with a ResizeObserver, so the page sizes the iframe to it: nothing is clipped, FRM-024/025);
 * the answer to a submit; the answer to a check (the code of what is typed, with the frame's own errors shown).
 */
export const frameToParentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('aisle-frame:ready'), page: z.enum(framePages) }),
  z.object({ type: z.literal('aisle-frame:height'), height: frameHeightSchema }),
  z.object({
    type: z.literal('aisle-frame:response'),
    requestId: requestIdSchema,
    response: secureFieldResponseSchema,
  }),
  z.object({ type: z.literal('aisle-frame:checked'), requestId: requestIdSchema, responseCode: captureCodeSchema }),
]);
export type FrameToParent = z.infer<typeof frameToParentSchema>;

/**
 * Storefront -> frame: 'are you ready?' (the poll), 'capture what was typed' (add or edit a card), and
 * 'check what was typed' (the form's other fields are wrong, so no token is asked for, CRD-101, CRD-102,
 * but the frame still shows its own field errors).
 */
export const parentToFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('aisle-frame:ping') }),
  z.object({ type: z.literal('aisle-frame:submit'), requestId: requestIdSchema }),
  z.object({ type: z.literal('aisle-frame:check'), requestId: requestIdSchema }),
]);
export type ParentToFrame = z.infer<typeof parentToFrameSchema>;

/** FRM-012, FRM-016..021, FRM-024/025: the frame timings and sizes. */
export const frameTimings = {
  readyPollMs: 100,
  /** FRM-016, FRM-020: the secure card-entry field's (first) load time-out. */
  firstLoadTimeoutMs: 10_000,
  /** FRM-021: the SNAP EBT PIN frame waits 30 s from its first load. */
  pinFrameTimeoutMs: 30_000,
  loadTimeoutStepMs: 10_000,
  maxLoadTimeoutMs: 30_000,
  messageTimeoutMs: 11_000,
  /** FRM-024: one row of fields (a label, the 44 px control, room for the focus ring). */
  heightPx: 78,
  /** FRM-025: one row of fields with its error under it (the CVV frame after a CVV error). */
  heightAfterCvvErrorPx: 112,
  /** Around the fields, inside the frame: room for the 3 px focus ring drawn 2 px off a control. */
  paddingPx: 5,
  /** The space between two rows of fields. */
  rowGapPx: 8,
} as const;

/**
 * The rows of fields a frame page draws at a desktop width: the card's number, then its month, year and
 * CVV side by side; a gift card's number, then its PIN; one field otherwise.
 */
export function frameRows(page: FramePage, cardKind?: 'ebt'): number {
  if (page === 'gift-card-form') return 2;
  return page === 'payment-form' && cardKind !== 'ebt' ? 2 : 1;
}

/**
 * The height a page reserves for a frame before it reports its own (no shift once it loads at a desktop
 * width): 78 px per row of fields (FRM-024), with the gap between rows.
 */
export function reservedFrameHeight(page: FramePage, cardKind?: 'ebt'): number {
  const rows = frameRows(page, cardKind);
  const { heightPx, paddingPx, rowGapPx } = frameTimings;
  return rows * (heightPx - 2 * paddingPx) + (rows - 1) * rowGapPx + 2 * paddingPx;
}

/** The load time-out of the n-th attempt (0 first): 10 s, +10 s per retry, capped at 30 s. */
export function frameLoadTimeoutMs(attempt: number): number {
  return Math.min(
    frameTimings.firstLoadTimeoutMs + Math.max(0, attempt) * frameTimings.loadTimeoutStepMs,
    frameTimings.maxLoadTimeoutMs,
  );
}

/** A frame page's load time-out: the PIN frame's 30 s (FRM-021), the card-entry fields' 10 s growing per retry. */
export function frameLoadTimeoutFor(page: FramePage, attempt: number): number {
  return page === 'pin-form' ? frameTimings.pinFrameTimeoutMs : frameLoadTimeoutMs(attempt);
}

/**
 * The capture origin of a storefront origin, and back: `http://greenway.localhost:4321` <->
 * `http://pay.localhost:4321`; `https://www.greenway.example` <-> `https://pay.greenway.example`.
 */
export function captureOriginFor(siteOrigin: string): string {
  const url = new URL(siteOrigin);
  const host =
    url.hostname.endsWith('.localhost') || url.hostname === 'localhost'
      ? 'pay.localhost'
      : `pay.${url.hostname.replace(/^www\./, '')}`;
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`;
}

/**
 * The files the capture origin serves besides its frame pages: the frames' own assets, the banners' themes
 * and their self-hosted fonts. Nothing else is served there (services/src/capture, and Storybook's capture
 * origin, stories/.storybook/captureOrigin.ts).
 */
export const captureAssetPattern =
  /^\/(assets\/[A-Za-z0-9_.-]+\.(js|css|svg)|themes\/[a-z0-9-]+\.css|fonts\/[a-z0-9-]+\.css|fonts\/[a-z0-9-]+\/[a-z0-9-]+\.woff2)$/;

/** The content types of the files the capture origin serves, by extension. */
export const captureContentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * The capture origin's Content-Security-Policy: its own script, style and fonts only, no inline code, framed
 * only by `frameAncestors` (the storefronts' origins).
 */
export function captureSecurityPolicyFor(frameAncestors: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self'",
    // The banner's font, self-hosted on the capture origin (frames/dist/fonts): no font CDN.
    "font-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** Is `hostname` the capture host (pay.localhost or pay.<domain>)? */
export function isCaptureHost(hostname: string): boolean {
  return /^pay\./i.test(hostname);
}

/**
 * Exact origin check of a message (no prefixes, no wildcards): a message from any other origin is
 * dropped unread, whatever it claims to be.
 */
export function isAllowedFrameOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.includes(origin);
}

/** A storefront origin may embed the capture frames: a banner site on the same port and scheme. */
export function isStorefrontOriginOf(origin: string, captureOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin !== origin || isCaptureHost(parsed.hostname)) return false;
  return captureOriginFor(origin) === captureOrigin;
}
