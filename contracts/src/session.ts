import * as z from 'zod/mini';
import { dateTimeSchema } from './common.ts';

export { CSRF_HEADER, SESSION_COOKIE } from './constants.ts';

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z.pipe(
  z.pipe(z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH)), z.email()),
  z.transform((email: string) => email.toLowerCase()),
);

/** POST /api/session. */
export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'is required'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const shopperSummarySchema = z.object({
  id: z.uuid(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
});
export type ShopperSummary = z.infer<typeof shopperSummarySchema>;

/** The current shopper (GET /api/session, and the answer of a sign-in). */
export const currentSessionSchema = z.object({
  shopper: shopperSummarySchema,
  /** Send back as `x-csrf-token` on POST, PATCH, PUT and DELETE. */
  csrfToken: z.string().check(z.minLength(32)),
  expiresAt: dateTimeSchema,
});
export type CurrentSession = z.infer<typeof currentSessionSchema>;

/** GET /api/session without a (valid) session: nobody is signed in. */
export const noSessionSchema = z.object({ shopper: z.null() });

/**
 * The answer of GET /api/session: the current session, or `{ shopper: null }` for a guest. A 200 either
 * way: asking who is here is not an error, and a 401 would be logged as a failed request on every guest's
 * page (Lighthouse best practices, docs/adr/0006-performance-budgets.md).
 */
export const sessionAnswerSchema = z.union([currentSessionSchema, noSessionSchema]);
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
