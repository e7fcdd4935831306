import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { api } from '../../lib/api/index.ts';
import { loadSession, sessionStore } from '../../lib/stores/session.ts';
import * as styles from '../../styles/shell.css.ts';

export type SessionGateProps = {
  /** 'Loading...' while the session is read. */
  loadingLabel: string;
  /** Query parameters that stand in for a session, e.g. the e-mail links' token and token2 (ACC-018, ACC-019). */
  allowedWithQuery?: readonly string[];
};

/**
 * On a signed-in page: a missing or expired session sends the shopper to sign-in, which sends them
 * back here afterwards (ERR-015, ERR-016).
 */
export function SessionGate({ loadingLabel, allowedWithQuery = [] }: SessionGateProps) {
  const status = useStore(sessionStore, (state) => state.status);
  const [isAllowedByQuery, setAllowedByQuery] = useState(false);
  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    if (allowedWithQuery.some((name) => search.has(name))) {
      setAllowedByQuery(true);
      return;
    }
    loadSession()
      .then((session) => {
        if (session.status === 'signedOut') api().goToSignIn();
      })
      .catch(() => undefined);
  }, [allowedWithQuery]);
  if (status === 'signedIn' || isAllowedByQuery) return null;
  return (
    <p className={styles.gateStatus} role="status" data-part="session-gate" data-state={status}>
      {loadingLabel}
    </p>
  );
}
