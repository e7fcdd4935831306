import { z } from 'zod';
import { dateTimeSchema } from './common.ts';

/** Name of the session cookie (httpOnly, SameSite=Lax, Path=/). */
export const SESSION_COOKIE = 'aisle_session';
/** Header carrying the session's CSRF token on every state-changing request. */
export const CSRF_HEADER = 'x-csrf-token';

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email())
  .transform((email) => email.toLowerCase());

/** POST /api/session. */
export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH),
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
  csrfToken: z.string().min(32),
  expiresAt: dateTimeSchema,
});
export type CurrentSession = z.infer<typeof currentSessionSchema>;
