import type { EmailLinkTokens, EmailPreferences, ErrorCode } from '@aisle/contracts';
import type { EmailPreferencesLabels } from '../../lib/copy/emailPreferences.ts';

/*
 * The email preferences page's rules without React: which email link this is, what a failure says, and
 * what a save sends. The page's states (ACC-059..063): loading -> loaded | error; updating -> updated | error.
 */

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'error'; failure: Failure };

export type SaveState =
  | { status: 'idle' }
  | { status: 'updating' }
  | { status: 'updated' }
  | { status: 'error'; message: string };

/** Why a call failed, as the page words it. */
export type Failure = 'connection' | 'technical' | 'not-found' | 'no-preferred-store' | 'session';

type ErrorLike = { kind?: string; code?: ErrorCode; status?: number };

/** `isLinkRead`: the read of an email link, where a malformed token (400) is just an unknown link. */
export function failureOf(error: unknown, isLinkRead = false): Failure {
  const known = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  if (isLinkRead && known.code === 'VALIDATION_FAILED') return 'not-found';
  if (known.kind === 'offline' || known.kind === 'network') return 'connection';
  if (known.kind === 'session') return 'session';
  if (known.code === 'PREFERENCES_NOT_FOUND') return 'not-found';
  if (known.code === 'NO_PREFERRED_STORE') return 'no-preferred-store';
  return 'technical';
}

/** ACC-160, ACC-161: the email page's two messages; an unknown link says no preferences were found (ACC-150). */
export function emailFailureText(labels: EmailPreferencesLabels, failure: Failure): string {
  if (failure === 'connection') return labels.connection;
  if (failure === 'not-found') return labels.communication.notFound;
  return labels.technical;
}

/**
 * The link's tokens from the page address (ACC-018, ACC-019), or null for none. Both go to the server,
 * whose toggles choose which one counts (ACC-108); a token of the wrong shape is refused like an unknown one.
 */
export function linkTokensOf(search: string): EmailLinkTokens | null {
  const query = new URLSearchParams(search);
  const token = query.get('token');
  const token2 = query.get('token2');
  if (token === null && token2 === null) return null;
  return {
    ...(token === null ? {} : { token }),
    ...(token2 === null ? {} : { token2 }),
  };
}

/** Every preference's choice, as the save sends it (ACC-130): the whole form, grouped and ungrouped. */
export function changesOf(preferences: EmailPreferences, selected: ReadonlySet<string>) {
  return [...preferences.emailPreferences, ...preferences.emailUngroupedPreferences].map((preference) => ({
    id: preference.id,
    selected: selected.has(preference.id),
  }));
}

export function selectedIdsOf(preferences: EmailPreferences): Set<string> {
  return new Set(
    [...preferences.emailPreferences, ...preferences.emailUngroupedPreferences]
      .filter((preference) => preference.selected)
      .map((preference) => preference.id),
  );
}
