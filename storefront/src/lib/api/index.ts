import { pageConfig } from '../pageConfig.ts';
import { endSession, readSession, sessionStore } from '../stores/sessionStore.ts';
import { type ApiClient, createApiClient } from './client.ts';

export type { ApiClient, CallOptions } from './client.ts';
export { ApiError, type ApiErrorKind, type ApiMessages, isApiError, isConnectionError } from './errors.ts';

let client: ApiClient | undefined;

/** The page's API client: the banner's header and messages, the session's CSRF token and refresh. */
export function api(): ApiClient {
  if (client) return client;
  const config = pageConfig();
  const created = createApiClient({
    bannerId: config.bannerId,
    messages: config.messages,
    getCsrfToken: () => sessionStore.getState().csrfToken,
    refreshSession: async () =>
      (await readSession(() => created.call('getSession', {}, { session: 'probe' }))).status === 'signedIn',
    isSessionUnread: () => ['unknown', 'loading'].includes(sessionStore.getState().status),
    onSessionEnded: endSession,
    hadSession: () => sessionStore.getState().status === 'signedIn',
  });
  client = created;
  return created;
}

/** For tests: use this client instead of building one from the page. */
export function setApiClient(replacement: ApiClient | undefined): void {
  client = replacement;
}
