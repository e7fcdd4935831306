import { route } from './route.ts';

/**
 * The accounts' JSON call (issue 22). Creating an account and the password reset are plain HTML forms that
 * post to the services (contracts' `accountFormPaths`), so they work before hydration.
 */
export const accountRoutes = {
  verifyEmail: route('POST', '/api/accounts/verification', { csrf: true, isChecked: true }),
} as const;
