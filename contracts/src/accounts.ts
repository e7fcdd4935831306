import * as z from 'zod/mini';

export * from './accountRules.ts';
export * from './returnPaths.ts';
export * from './signInLinks.ts';
export * from './signInReasons.ts';

/** The token of an account link (email verification, password reset): 32 random bytes, base64url. */
export const accountLinkTokenSchema = z.string().check(z.minLength(16), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/));

/** POST /api/accounts/verification: the token of the link the verification email carried. */
export const verifyEmailRequestSchema = z.object({ token: accountLinkTokenSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/**
 * What opening a verification link did: `verified` (now, or already by this link's account),
 * `expired` (the link's time ran out) or `used` (the link worked once before). A token that was never
 * issued is 404 LINK_NOT_FOUND.
 */
export const verifyEmailAnswerSchema = z.object({ outcome: z.enum(['verified', 'expired', 'used']) });
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswerSchema>;
