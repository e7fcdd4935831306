import * as styles from './loadFailed.css.ts';
import { pageConfig } from './pageConfig.ts';

/** The banner's words for code that did not come: offline when the browser knows it is, else a lost connection. */
export function loadFailedMessage(): string {
  const { messages } = pageConfig();
  return typeof navigator !== 'undefined' && navigator.onLine === false ? messages.offline : messages.connection;
}

/**
 * Said where a dialog would have opened when its code could not load (offline, a dropped connection): the
 * shopper's tap did something they can see and hear (an alert), and the next tap tries again. The message is
 * the page config's (common.errors.offline or common.errors.connection), so no island has to pass it.
 */
export function LoadFailedNotice() {
  return (
    <p role="alert" className={styles.notice} data-part="load-failed">
      {loadFailedMessage()}
    </p>
  );
}
