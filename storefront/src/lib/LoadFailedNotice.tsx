import { Component, type ReactNode } from 'react';
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

/**
 * Around a lazily loaded part (a dialog's code, the selector's): when its code cannot load, it draws nothing and
 * calls `onFailure` (which closes the dialog and shows LoadFailedNotice); the caller mounts a fresh boundary for
 * the next try, since a boundary keeps its failure.
 */
export class LoadBoundary extends Component<{ children: ReactNode; onFailure: () => void }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override componentDidCatch() {
    this.props.onFailure();
  }
  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}
