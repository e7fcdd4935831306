import type { VerifyEmailAnswer } from '@aisle/contracts';
import { api } from '../../lib/api/index.ts';

/* The accounts pages' calls (issue 22). The screens call these only. */

/** Uses a verification email's link by a POST, once: says whether the link was good, expired or used. */
export function verifyEmail(token: string): Promise<VerifyEmailAnswer> {
  return api().call('verifyEmail', { body: { token } });
}
