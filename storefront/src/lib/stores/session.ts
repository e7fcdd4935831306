import { api } from '../api/index.ts';
import { endSession, readSession, type SessionState, sessionStateOf, sessionStore } from './sessionStore.ts';

export {
  endSession,
  type SessionState,
  type SessionStatus,
  sessionStore,
  signedOutSession,
} from './sessionStore.ts';

/** Reads the session once per page (again with `force`); `{ shopper: null }` (or a 401) means "signed out". */
export function loadSession(force = false): Promise<SessionState> {
  const current = sessionStore.getState();
  if (!force && (current.status === 'signedIn' || current.status === 'signedOut')) return Promise.resolve(current);
  return readSession(() => api().call('getSession', {}, { session: 'probe' }));
}

/** The API layer's refresh after a 401: true while a session is still there. */
export async function refreshSession(): Promise<boolean> {
  return (await loadSession(true)).status === 'signedIn';
}

export async function signIn(email: string, password: string): Promise<SessionState> {
  const next = sessionStateOf(await api().call('signIn', { body: { email, password } }));
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
