import type { SessionAnswer, ShopperSummary } from '@aisle/contracts';
import { createStore } from 'zustand/vanilla';

/*
 * The session's state alone, without the calls that change it: the API client reads the CSRF token and
 * ends the session from here, and session.ts (which calls the API) builds on it. Keeping the two apart is
 * what keeps lib/api and lib/stores free of an import loop.
 */

export type SessionStatus = 'unknown' | 'loading' | 'signedIn' | 'signedOut';

export type SessionState = {
  status: SessionStatus;
  shopper: ShopperSummary | null;
  /** Sent as x-csrf-token on every state-changing call. */
  csrfToken: string | null;
};

export const signedOutSession: SessionState = { status: 'signedOut', shopper: null, csrfToken: null };

/** Who is shopping on this page; shared by every island through the module, never through context. */
export const sessionStore = createStore<SessionState>(() => ({ status: 'unknown', shopper: null, csrfToken: null }));

/** The state a GET /api/session answer stands for: `{ shopper: null }` means signed out. */
export function sessionStateOf(answer: SessionAnswer | null | undefined): SessionState {
  return answer && answer.shopper !== null
    ? { status: 'signedIn', shopper: answer.shopper, csrfToken: answer.csrfToken }
    : signedOutSession;
}

/** Forgets the session on this page (before a sign-in redirect, ERR-021). */
export function endSession(): void {
  sessionStore.setState(signedOutSession);
}

let pending: Promise<SessionState> | undefined;

/** For stories: the next read asks again, whatever an earlier story's read still waits for. */
export function resetSessionRead(): void {
  pending = undefined;
}

/**
 * Asks the server who is signed in, once at a time: a second caller while the first answer is on its way
 * shares it. `fetchAnswer` is the API call, passed in by the caller so this module needs no API client.
 */
export function readSession(fetchAnswer: () => Promise<SessionAnswer | null>): Promise<SessionState> {
  if (pending) return pending;
  if (sessionStore.getState().status === 'unknown') sessionStore.setState({ status: 'loading' });
  pending = fetchAnswer()
    .then((answer) => {
      const next = sessionStateOf(answer);
      sessionStore.setState(next);
      return next;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}
