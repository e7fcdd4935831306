import type { EmailLinkTokens, EmailPreference, EmailPreferences, PromotionPreferences } from '@aisle/contracts';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Checkbox } from '@aisle/design-system/components/Checkbox';
import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { Link } from '@aisle/design-system/components/Link';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import type { EmailPreferencesLabels } from '../../lib/copy/emailPreferences.ts';
import { paths } from '../../lib/paths.ts';
import { sessionStore } from '../../lib/stores/sessionStore.ts';
import * as styles from './emailPreferences.css.ts';
import {
  changesOf,
  emailFailureText,
  type Failure,
  failureOf,
  type LoadState,
  linkTokensOf,
  type SaveState,
  selectedIdsOf,
} from './emailPreferencesRules.ts';
import {
  readEmailPreferences,
  readEmailPreferencesByLink,
  readPromotionPreferences,
  saveEmailPreferences,
  saveEmailPreferencesByLink,
  savePromotionPreferences,
} from './gateway/emailPreferences.ts';

export type EmailPreferencesPageProps = {
  labels: EmailPreferencesLabels;
  /** Whether the banner has the email-deals opt-in, i.e. offers Specials and Promotions. */
  hasSpecials: boolean;
  /** The page address's query; the browser's when left out (stories pass their own). */
  search?: string;
};

/** Where 'Sign In' goes: sign-in, then back to this page without the link's tokens. */
const signInHref = `${paths.signIn}?${new URLSearchParams({ returnTo: paths.emailPreferences })}`;

/**
 * `/account/preferences/email`: the shopper's email preferences (ACC-040, ACC-041) and, signed in, the
 * other communication preferences: Specials and Promotions, the Early Access Program and purchase-based
 * advertising. Signed out, an email link's `token`/`token2` opens the link's shopper's email preferences
 * (ACC-018, ACC-019, ACC-106, ACC-107); without a link, the session gate sends a guest to sign-in.
 */
export function EmailPreferencesPage({ labels, hasSpecials, search }: EmailPreferencesPageProps) {
  const [tokens] = useState(() => linkTokensOf(search ?? window.location.search));
  const sessionStatus = useStore(sessionStore, (state) => state.status);
  const isLink = tokens !== null;
  // A link that opens nothing says so once, with Sign In; the link notice and the other lines go.
  const [isRefused, setRefused] = useState(false);
  const refuse = useCallback(() => setRefused(true), []);
  // The other preferences show once the email preferences have come (or failed): shown first, they would be
  // pushed down by the email list arriving above them (a layout shift of the whole section).
  const [isEmailSettled, setEmailSettled] = useState(false);
  const settle = useCallback(() => setEmailSettled(true), []);
  // The session gate beside this island says 'Loading...' and sends a guest without a link to sign-in.
  if (!isLink && sessionStatus !== 'signedIn') return null;
  return (
    <div className={styles.page} data-mode={isLink ? 'link' : 'session'}>
      {isLink && !isRefused ? <p className={styles.note}>{labels.email.linkNotice}</p> : null}
      <EmailPreferencesForm labels={labels} tokens={tokens} onRefused={refuse} onSettled={settle} />
      {isLink ? (
        sessionStatus === 'signedIn' || isRefused ? null : (
          <p className={styles.text}>
            {labels.communication.signInForMore} <Link href={signInHref}>{labels.signIn}</Link>
          </p>
        )
      ) : (
        <CommunicationPreferences labels={labels} hasSpecials={hasSpecials} isShown={isEmailSettled} />
      )}
    </div>
  );
}

function useRetry(): [number, () => void] {
  const [attempt, setAttempt] = useState(0);
  return [attempt, () => setAttempt((count) => count + 1)];
}

/** ACC-060..063: loading -> loaded | error, then updating -> updated | error. */
function EmailPreferencesForm({
  labels,
  tokens,
  onRefused,
  onSettled,
}: {
  labels: EmailPreferencesLabels;
  tokens: EmailLinkTokens | null;
  onRefused: () => void;
  /** Called once the preferences have come or failed. */
  onSettled: () => void;
}) {
  const [load, setLoad] = useState<LoadState<EmailPreferences>>({ status: 'loading' });
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const [attempt, retry] = useRetry();

  useEffect(() => {
    let isCurrent = true;
    void attempt;
    setLoad({ status: 'loading' });
    // ACC-129: the link's read sends its tokens; otherwise the session's own preferences.
    const reading = tokens ? readEmailPreferencesByLink(tokens) : readEmailPreferences();
    reading.then(
      (data) => {
        if (!isCurrent) return;
        setLoad({ status: 'loaded', data });
        setSelected(selectedIdsOf(data));
        onSettled();
      },
      (error: unknown) => {
        if (!isCurrent) return;
        const failure = failureOf(error, tokens !== null);
        setLoad({ status: 'error', failure });
        onSettled();
        if (failure === 'not-found') onRefused();
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [tokens, attempt, onRefused, onSettled]);

  if (load.status === 'loading') {
    return (
      <p className={styles.note} role="status" data-state="loading">
        {labels.loading}
      </p>
    );
  }
  if (load.status === 'error') {
    if (load.failure === 'session') return null;
    if (load.failure === 'not-found') {
      return (
        <Alert tone="critical" toneLabel={labels.errorLabel} isLive>
          <p className={styles.text} data-state="not-found">
            {labels.communication.notFound} <Link href={signInHref}>{labels.signIn}</Link>
          </p>
        </Alert>
      );
    }
    return (
      <div data-state="error">
        <ErrorCard
          message={emailFailureText(labels, load.failure)}
          reloadLabel={labels.email.tryAgain}
          onReload={retry}
          isLive
        />
      </div>
    );
  }

  const { data } = load;
  const isUpdating = save.status === 'updating';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isUpdating) return;
    setSave({ status: 'updating' });
    const emailPreferences = changesOf(data, selected);
    try {
      // ACC-131..133: with a link, its tokens go along to the link's URL; otherwise the session's URL.
      const saved = tokens
        ? await saveEmailPreferencesByLink(tokens, emailPreferences)
        : await saveEmailPreferences(emailPreferences);
      setLoad({ status: 'loaded', data: saved });
      setSelected(selectedIdsOf(saved));
      setSave({ status: 'updated' });
    } catch (error) {
      const failure = failureOf(error);
      // A 403 is on its way to sign-in (ACC-104); the choices stay as they are for the way back.
      if (failure === 'session') setSave({ status: 'idle' });
      else setSave({ status: 'error', message: emailFailureText(labels, failure) });
    }
  }

  function toggle(id: string, isChecked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });
    if (save.status === 'updated') setSave({ status: 'idle' });
  }

  if (data.emailPreferences.length === 0 && data.emailUngroupedPreferences.length === 0) {
    return (
      <p className={styles.text} data-state="empty">
        {labels.communication.notFound}
      </p>
    );
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      data-part="email-preferences"
      data-state={save.status}
    >
      <p className={styles.text}>{labels.email.intro}</p>
      <PreferenceGroup
        legend={labels.email.bannerEmails}
        preferences={data.emailPreferences}
        selected={selected}
        onToggle={toggle}
      />
      <PreferenceGroup
        legend={labels.email.moreEmails}
        preferences={data.emailUngroupedPreferences}
        selected={selected}
        onToggle={toggle}
      />
      {/* ACC-172 */}
      <p className={styles.note} data-part="takes-effect">
        {labels.email.takesEffect}
      </p>
      {save.status === 'updated' ? (
        <Alert tone="positive" toneLabel={labels.successLabel} isLive>
          {labels.email.saved}
        </Alert>
      ) : null}
      {save.status === 'error' ? (
        <Alert tone="critical" toneLabel={labels.errorLabel} isLive>
          {save.message}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" isBusy={isUpdating} busyLabel={labels.email.saving}>
          {labels.email.save}
        </Button>
      </div>
    </form>
  );
}

function PreferenceGroup({
  legend,
  preferences,
  selected,
  onToggle,
}: {
  legend: string;
  preferences: EmailPreference[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, isChecked: boolean) => void;
}) {
  if (preferences.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {preferences.map((preference) => (
        <Checkbox
          key={preference.id}
          name="emailPreferences"
          value={preference.id}
          label={preference.shortDescription}
          hint={preference.longDescription || undefined}
          checked={selected.has(preference.id)}
          onCheckedChange={(isChecked) => onToggle(preference.id, isChecked)}
        />
      ))}
    </fieldset>
  );
}

type PromotionChoice = { specialsAndPromotions: boolean | null; earlyAccess: boolean; relevantAdsOptIn: boolean };

/** What failed to save, in the spec's words: ACC-162 apart, then ACC-153 for specials, ACC-158 otherwise. */
function promotionSaveText(labels: EmailPreferencesLabels, failure: Failure, changedSpecials: boolean): string {
  if (failure === 'connection') return labels.connection;
  if (failure === 'no-preferred-store') return labels.communication.noPreferredStore;
  return changedSpecials ? labels.communication.specialsUpdateFailed : labels.communication.updateFailed;
}

/**
 * Specials and Promotions, the Early Access Program and purchase-based advertising (signed in only). Asked at
 * once, shown when `isShown`.
 */
function CommunicationPreferences({
  labels,
  hasSpecials,
  isShown,
}: {
  labels: EmailPreferencesLabels;
  hasSpecials: boolean;
  isShown: boolean;
}) {
  const headingId = useId();
  const [load, setLoad] = useState<LoadState<PromotionPreferences>>({ status: 'loading' });
  const [choice, setChoice] = useState<PromotionChoice | null>(null);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const [attempt, retry] = useRetry();

  useEffect(() => {
    let isCurrent = true;
    void attempt;
    setLoad({ status: 'loading' });
    readPromotionPreferences().then(
      (data) => {
        if (!isCurrent) return;
        setLoad({ status: 'loaded', data });
        setChoice(data);
      },
      (error: unknown) => isCurrent && setLoad({ status: 'error', failure: failureOf(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (load.status !== 'loaded' || !choice || save.status === 'updating') return;
    const saved = load.data;
    const changes = {
      ...(choice.specialsAndPromotions !== null && choice.specialsAndPromotions !== saved.specialsAndPromotions
        ? { specialsAndPromotions: choice.specialsAndPromotions }
        : {}),
      ...(choice.earlyAccess !== saved.earlyAccess ? { earlyAccess: choice.earlyAccess } : {}),
      ...(choice.relevantAdsOptIn !== saved.relevantAdsOptIn ? { relevantAdsOptIn: choice.relevantAdsOptIn } : {}),
    };
    const body = Object.keys(changes).length > 0 ? changes : { earlyAccess: choice.earlyAccess };
    setSave({ status: 'updating' });
    try {
      const answer = await savePromotionPreferences(body);
      setLoad({ status: 'loaded', data: answer });
      setChoice(answer);
      setSave({ status: 'updated' });
    } catch (error) {
      const failure = failureOf(error);
      if (failure === 'session') setSave({ status: 'idle' });
      else
        setSave({ status: 'error', message: promotionSaveText(labels, failure, 'specialsAndPromotions' in changes) });
    }
  }

  function change(part: Partial<PromotionChoice>) {
    setChoice((current) => (current ? { ...current, ...part } : current));
    if (save.status === 'updated') setSave({ status: 'idle' });
  }

  let body: React.ReactNode;
  if (load.status === 'loading') {
    body = (
      <p className={styles.note} role="status" data-state="loading">
        {labels.loading}
      </p>
    );
  } else if (load.status === 'error') {
    body =
      load.failure === 'session' ? null : (
        <Alert
          tone="critical"
          toneLabel={labels.errorLabel}
          isLive
          action={
            <Button variant="secondary" onClick={retry}>
              {labels.email.tryAgain}
            </Button>
          }
        >
          {load.failure === 'connection' ? (
            <p className={styles.text}>{labels.connection}</p>
          ) : (
            <>
              {/* ACC-152, ACC-157 */}
              {hasSpecials ? <p className={styles.text}>{labels.communication.specialsLoadFailed}</p> : null}
              <p className={styles.text}>{labels.communication.earlyAccessFailed}</p>
            </>
          )}
        </Alert>
      );
  } else if (choice) {
    body = (
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        data-part="communication-preferences"
        data-state={save.status}
      >
        <div className={styles.group}>
          {choice.specialsAndPromotions !== null ? (
            <Checkbox
              name="specialsAndPromotions"
              label={labels.communication.specialsTitle}
              hint={labels.communication.specialsDescription}
              checked={choice.specialsAndPromotions}
              onCheckedChange={(isChecked) => change({ specialsAndPromotions: isChecked })}
            />
          ) : null}
          <Checkbox
            name="earlyAccess"
            label={labels.communication.earlyAccessTitle}
            hint={labels.communication.earlyAccessDescription}
            checked={choice.earlyAccess}
            onCheckedChange={(isChecked) => change({ earlyAccess: isChecked })}
          />
          <Checkbox
            name="relevantAdsOptIn"
            label={labels.communication.relevantAdsTitle}
            hint={labels.communication.relevantAdsDescription}
            checked={choice.relevantAdsOptIn}
            onCheckedChange={(isChecked) => change({ relevantAdsOptIn: isChecked })}
          />
        </div>
        {save.status === 'updated' ? (
          <Alert tone="positive" toneLabel={labels.successLabel} isLive>
            {labels.communication.saved}
          </Alert>
        ) : null}
        {save.status === 'error' ? (
          <Alert tone="critical" toneLabel={labels.errorLabel} isLive>
            {save.message}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" isBusy={save.status === 'updating'} busyLabel={labels.email.saving}>
            {labels.communication.save}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId} data-part="communication" hidden={!isShown}>
      <h2 id={headingId} className={styles.heading}>
        {labels.communication.heading}
      </h2>
      {body}
    </section>
  );
}
