import { safeReturnPath } from '@aisle/contracts/returnPaths';
import { accountPages } from '@aisle/contracts/signInReasons';
import { Alert } from '@aisle/design-system/components/Alert';
import { Link } from '@aisle/design-system/components/Link';
import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api/index.ts';
import type { AccountsLabels } from '../../lib/copy/accounts.ts';
import { loadSession } from '../../lib/stores/session.ts';
import * as styles from './accounts.css.ts';
import { verifyEmail } from './accountsGateway.ts';

type State =
  | { status: 'sent'; returnTo: string }
  | { status: 'checking' }
  | { status: 'verified' | 'expired' | 'used' | 'invalid' | 'limited' | 'failed' };

/**
 * The page a verification email's link opens (`/account/verify?token=…`), and the page a new account
 * lands on (`?sent=1`). The link is used by a POST from this script, not by opening the page: a mail
 * scanner that fetches the link uses nothing.
 */
export function VerifyEmail({ labels, search }: { labels: AccountsLabels; search?: string }) {
  const [state, setState] = useState<State>({ status: 'checking' });

  useEffect(() => {
    const query = new URLSearchParams(search ?? window.location.search);
    const token = query.get('token');
    if (!token) {
      setState(
        query.get('sent') === '1'
          ? { status: 'sent', returnTo: safeReturnPath(query.get('returnTo'), window.location.origin) }
          : { status: 'invalid' },
      );
      return;
    }
    let isCurrent = true;
    // A signed-in shopper's call carries the session's CSRF token: read the session first.
    loadSession()
      .catch(() => undefined)
      .then(() => verifyEmail(token))
      .then((answer) => isCurrent && setState({ status: answer.outcome }))
      .catch((error: unknown) => {
        if (!isCurrent) return;
        if (isApiError(error) && error.code === 'LINK_NOT_FOUND') setState({ status: 'invalid' });
        else if (isApiError(error) && error.code === 'TOO_MANY_ATTEMPTS') setState({ status: 'limited' });
        else setState({ status: 'failed' });
      });
    return () => {
      isCurrent = false;
    };
  }, [search]);

  if (state.status === 'checking') {
    return (
      <p className={styles.text} role="status" data-state="checking">
        {labels.verify.checking}
      </p>
    );
  }
  if (state.status === 'sent') {
    return (
      <div className={styles.form} data-state="sent">
        <Alert tone="positive" toneLabel={labels.successLabel}>
          {labels.verify.accountReady}
        </Alert>
        <Link href={state.returnTo} variant="standalone">
          {labels.verify.continueShopping}
        </Link>
      </div>
    );
  }
  const isGood = state.status === 'verified' || state.status === 'used';
  const message = {
    verified: labels.verify.verified,
    used: labels.verify.used,
    expired: labels.verify.expired,
    invalid: labels.verify.invalid,
    limited: labels.errors.tooManyAttempts,
    failed: labels.verify.failed,
  }[state.status];
  return (
    <div className={styles.form} data-state={state.status}>
      <Alert
        tone={isGood ? 'positive' : 'critical'}
        toneLabel={isGood ? labels.successLabel : labels.errorLabel}
        isLive
      >
        {message}
      </Alert>
      <div className={styles.links}>
        {isGood ? (
          <Link href="/" variant="standalone">
            {labels.verify.continueShopping}
          </Link>
        ) : (
          <Link href={accountPages.forgotPassword} variant="standalone">
            {labels.reset.requestNew}
          </Link>
        )}
      </div>
    </div>
  );
}
