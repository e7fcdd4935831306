import {
  type AccountField,
  type AccountProblem,
  accountFormPaths,
  emailProblem,
  fieldOfProblem,
  isAccountProblem,
  newAccountProblems,
  passwordProblem,
} from '@aisle/contracts/accountRules';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { TextField } from '@aisle/design-system/components/TextField';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { AccountsLabels } from '../../lib/copy/accounts.ts';
import * as styles from './accounts.css.ts';

/*
 * The accounts' three forms (issue 22): create an account, ask for a reset link, set a new password. Each
 * is a plain HTML form that posts to the services (contracts' accountFormPaths) and works before this
 * script runs; the services answer with a page, and a refusal comes back as `?error=<problem>` with what
 * was typed. Once hydrated, the form shows those problems, fills the typed values back in, and checks the
 * same rules before posting, so most mistakes never leave the page.
 */

export type AccountFormKind = 'create' | 'forgot' | 'reset';

type Values = { firstName: string; lastName: string; email: string; password: string };
const emptyValues: Values = { firstName: '', lastName: '', email: '', password: '' };

function problemsOf(kind: AccountFormKind, values: Values): AccountProblem[] {
  if (kind === 'create') return newAccountProblems(values);
  if (kind === 'forgot') {
    const problem = emailProblem(values.email);
    return problem ? [problem] : [];
  }
  const problem = passwordProblem(values.password);
  return problem ? [problem] : [];
}

const fieldsOf: Record<AccountFormKind, Array<keyof Values>> = {
  create: ['firstName', 'lastName', 'email', 'password'],
  forgot: ['email'],
  reset: ['password'],
};

export function AccountForm({
  kind,
  labels,
  search,
}: {
  kind: AccountFormKind;
  labels: AccountsLabels;
  /** The page's query; the address bar's when left out (stories pass one). */
  search?: string;
}) {
  const [problems, setProblems] = useState<AccountProblem[]>([]);
  const [values, setValues] = useState<Values>(emptyValues);
  const [hidden, setHidden] = useState<{ returnTo: string; token: string }>({ returnTo: '', token: '' });
  const [isSent, setSent] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const query = new URLSearchParams(search ?? window.location.search);
    const answered = query.getAll('error').filter(isAccountProblem);
    setProblems(answered);
    // What came back with a refusal; otherwise what the shopper typed before this script ran.
    const typed = (name: keyof Values) =>
      query.get(name) ?? formRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '';
    setValues({ firstName: typed('firstName'), lastName: typed('lastName'), email: typed('email'), password: '' });
    setHidden({ returnTo: query.get('returnTo') ?? '', token: query.get('token') ?? '' });
    setSent(query.get('sent') === '1');
    if (answered.length > 0) summaryRef.current?.focus();
  }, [search]);

  function submit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const typed = { ...emptyValues };
    for (const field of fieldsOf[kind]) typed[field] = String(form.get(field) ?? '');
    const found = problemsOf(kind, typed);
    if (found.length > 0) {
      event.preventDefault();
      setValues(typed);
      setProblems(found);
      setSent(false);
      const first = fieldOfProblem[found[0] as AccountProblem];
      const input = first === 'form' ? null : formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`);
      (input ?? summaryRef.current)?.focus();
      return;
    }
    // The browser posts the form; the services answer with the next page.
    setBusy(true);
  }

  const errorOf = (field: AccountField) => {
    const problem = problems.find((candidate) => fieldOfProblem[candidate] === field);
    return problem ? labels.errors[problem] : undefined;
  };
  const formProblems = problems.filter((problem) => fieldOfProblem[problem] === 'form');
  const isDeadLink = kind === 'reset' && problems.some((problem) => problem.startsWith('link'));
  const field = (name: keyof Values, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      key={name}
      label={label}
      name={name}
      required
      error={errorOf(name)}
      {...(name === 'password' ? {} : { value: values[name] })}
      onValueChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      {...extra}
    />
  );

  return (
    <div className={styles.form}>
      <div ref={summaryRef} tabIndex={-1} className={styles.form}>
        {problems.length > 0 ? (
          <Alert tone="critical" toneLabel={labels.errorLabel} isLive>
            {problems.length === 1 ? (
              labels.errors[problems[0] as AccountProblem]
            ) : (
              <>
                {labels.errors.summary}
                <ul className={styles.problems}>
                  {problems.map((problem) => (
                    <li key={problem}>{labels.errors[problem]}</li>
                  ))}
                </ul>
              </>
            )}
          </Alert>
        ) : null}
        {isSent && kind === 'forgot' ? (
          <Alert tone="positive" toneLabel={labels.successLabel} isLive>
            {labels.forgot.resetSent}
          </Alert>
        ) : null}
      </div>
      {isDeadLink ? null : (
        <form
          ref={formRef}
          className={styles.form}
          method="post"
          action={
            accountFormPaths[kind === 'create' ? 'create' : kind === 'forgot' ? 'forgotPassword' : 'resetPassword']
          }
          onSubmit={submit}
          noValidate
          data-flow-form={`account-${kind}`}
          data-problems={formProblems.join(' ') || undefined}
        >
          {kind === 'create' ? (
            <>
              <div className={styles.names}>
                {field('firstName', labels.create.firstName, { autoComplete: 'given-name' })}
                {field('lastName', labels.create.lastName, { autoComplete: 'family-name' })}
              </div>
              {field('email', labels.create.email, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
              {field('password', labels.create.password, {
                type: 'password',
                autoComplete: 'new-password',
                hint: labels.create.passwordHint,
              })}
              <input type="hidden" name="returnTo" value={hidden.returnTo} />
            </>
          ) : null}
          {kind === 'forgot'
            ? field('email', labels.create.email, { type: 'email', autoComplete: 'email', inputMode: 'email' })
            : null}
          {kind === 'reset' ? (
            <>
              {field('password', labels.reset.newPassword, {
                type: 'password',
                autoComplete: 'new-password',
                hint: labels.create.passwordHint,
              })}
              <input type="hidden" name="token" value={hidden.token} />
            </>
          ) : null}
          <Button type="submit" fullWidth isBusy={isBusy}>
            {kind === 'create'
              ? labels.create.createSubmit
              : kind === 'forgot'
                ? labels.forgot.sendLink
                : labels.reset.savePassword}
          </Button>
        </form>
      )}
    </div>
  );
}
