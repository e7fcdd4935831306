import { signInReasonOf } from '@aisle/contracts/signInLinks';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { TextField } from '@aisle/design-system/components/TextField';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isApiError, isConnectionError } from '../../lib/api/index.ts';
import { type SignInLabels, signInReasonLine } from '../../lib/copy/signIn.ts';
import { safeReturnTo } from '../../lib/returnTo.ts';
import { loadCart, mergeGuestCart } from '../../lib/stores/cart.ts';
import { loadSession, signIn } from '../../lib/stores/session.ts';
import * as styles from './signin.css.ts';

type FieldErrors = { email?: string; password?: string };

/** Where to go after signing in: the page that sent the shopper here (?returnTo=), if it is one of ours. */
function returnTo(): string {
  return safeReturnTo(new URLSearchParams(window.location.search).get('returnTo'), window.location.origin);
}

/** CONTRACT.md: fields 'Email' and 'Password', button 'Sign In'; back to ?returnTo= afterwards. */
export function SignInForm({
  labels,
  search,
  hasPageNotice = false,
}: {
  labels: SignInLabels;
  /** The page's query (`?reason=expired&returnTo=…`); the address bar's when left out (stories pass one). */
  search?: string;
  /** The page shows the reason's line itself, before its first paint (the sign-in page): the form does not. */
  hasPageNotice?: boolean;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // CBX-033: an update that ended the session sent the shopper here with reason=expired; the other
    // reasons say what the page that sent the shopper needs (issue 22). Anything else is ignored.
    const reason = signInReasonOf(new URLSearchParams(search ?? window.location.search).get('reason'));
    if (reason && !hasPageNotice) setNotice(signInReasonLine(labels, reason));
    // Already signed in: nothing to do here.
    loadSession()
      .then((session) => {
        if (session.status === 'signedIn') window.location.replace(returnTo());
      })
      .catch(() => undefined);
  }, [labels, search, hasPageNotice]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailRef.current?.value.trim() ?? '';
    const password = passwordRef.current?.value ?? '';
    const nextErrors: FieldErrors = {
      ...(email ? {} : { email: labels.emailRequired }),
      ...(password ? {} : { password: labels.passwordRequired }),
    };
    setErrors(nextErrors);
    setFailure(null);
    if (nextErrors.email) return emailRef.current?.focus();
    if (nextErrors.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      await signIn(email, password);
      await mergeGuestCart();
      await loadCart(true).catch(() => undefined);
      window.location.assign(returnTo());
    } catch (error) {
      setBusy(false);
      const isConnection = isConnectionError(error);
      // 429 TOO_MANY_ATTEMPTS: the limits against guessing hold this account or address for a while.
      const isLimited = isApiError(error) && error.code === 'TOO_MANY_ATTEMPTS';
      setFailure(
        isLimited ? labels.tooManyAttempts : isConnection && isApiError(error) ? error.userMessage : labels.failed,
      );
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-flow-form="sign-in">
      {notice ? (
        <Alert tone="info" toneLabel={labels.infoLabel}>
          {notice}
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="critical" toneLabel={labels.errorLabel} isLive>
          {failure}
        </Alert>
      ) : null}
      <TextField
        ref={emailRef}
        label={labels.email}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        error={errors.email}
      />
      <TextField
        ref={passwordRef}
        label={labels.password}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Button type="submit" fullWidth isBusy={isBusy} busyLabel={labels.submitting}>
        {labels.submit}
      </Button>
    </form>
  );
}
