import { route } from './route.ts';

/** Signing in and out, and the current session with its CSRF token. What the browser needs to send each call. */
export const sessionRoutes = {
  getSession: route('GET', '/api/session', { csrf: false }),
  signIn: route('POST', '/api/session', { csrf: false, isChecked: true }),
  signOut: route('DELETE', '/api/session', { csrf: true, isEmpty: true }),
} as const;
