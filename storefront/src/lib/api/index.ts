import { pageConfig } from '../pageConfig.ts';
import { endSession, refreshSession, sessionStore } from '../stores/session.ts';
import { type ApiClient, createApiClient } from './client.ts';

export type { ApiClient, CallOptions } from './client.ts';
export { ApiError, type ApiErrorKind, type ApiMessages, isApiError } from './errors.ts';

let client: ApiClient | undefined;

/** The page's API client: the banner's header and messages, the session's CSRF token and refresh. */
export function api(): ApiClient {
  if (client) return client;
  const config = pageConfig();
  client = createApiClient({
    bannerId: config.bannerId,
    messages: config.messages,
    getCsrfToken: () => sessionStore.getState().csrfToken,
    refreshSession,
    onSessionEnded: endSession,
  });
  return client;
}

/** For tests: use this client instead of building one from the page. */
export function setApiClient(replacement: ApiClient | undefined): void {
  client = replacement;
}
