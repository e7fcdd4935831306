import type { ShopperSummary } from '@aisle/contracts';
import { createStore } from 'zustand/vanilla';
import { api } from '../api/index.ts';

export type SessionStatus = 'unknown' | 'loading' | 'signedIn' | 'signedOut';

export type SessionState = {
  status: SessionStatus;
  shopper: ShopperSummary | null;
  /** Sent as x-csrf-token on every state-changing call. */
  csrfToken: string | null;
};

const signedOut: SessionState = { status: 'signedOut', shopper: null, csrfToken: null };

/** Who is shopping on this page; shared by every island through the module, never through context. */
export const sessionStore = createStore<SessionState>(() => ({ status: 'unknown', shopper: null, csrfToken: null }));

let pending: Promise<SessionState> | undefined;

/** Reads the session once per page (again with `force`); `{ shopper: null }` (or a 401) means "signed out". */
export function loadSession(force = false): Promise<SessionState> {
  const current = sessionStore.getState();
  if (!force && (current.status === 'signedIn' || current.status === 'signedOut')) return Promise.resolve(current);
  if (pending) return pending;
  if (current.status === 'unknown') sessionStore.setState({ status: 'loading' });
  pending = api()
    .call('getSession', {}, { session: 'probe' })
    .then((session) => {
      const next: SessionState =
        session && session.shopper !== null
          ? { status: 'signedIn', shopper: session.shopper, csrfToken: session.csrfToken }
          : signedOut;
      sessionStore.setState(next);
      return next;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** The API layer's refresh after a 401: true while a session is still there. */
export async function refreshSession(): Promise<boolean> {
  return (await loadSession(true)).status === 'signedIn';
}

/** Forgets the session on this page (before a sign-in redirect, ERR-021). */
export function endSession(): void {
  sessionStore.setState(signedOut);
}

export async function signIn(email: string, password: string): Promise<SessionState> {
  const session = await api().call('signIn', { body: { email, password } });
  const next: SessionState = { status: 'signedIn', shopper: session.shopper, csrfToken: session.csrfToken };
  sessionStore.setState(next);
  return next;
}

export async function signOut(): Promise<void> {
  try {
    await api().call('signOut');
  } finally {
    endSession();
  }
}
