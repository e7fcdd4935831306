import { formatCopy } from '@aisle/banner-themes/copy';
import type { SmsPreferenceType } from '@aisle/contracts';
import { Alert } from '@aisle/design-system/components/Alert';
import { Checkbox } from '@aisle/design-system/components/Checkbox';
import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { formatUsPhone } from '@aisle/design-system/format';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AccountSmsLabels } from '../../lib/copy/account.ts';
import { sessionStore } from '../../lib/stores/session.ts';
import * as styles from './account.css.ts';
import {
  isAwaitingFirstAnswer,
  loadSmsPreference,
  loadSmsPreferences,
  type SmsTypeState,
  smsPreferenceOrder,
  smsPreferencesStore,
  updateSmsPreference,
} from './smsPreferences.ts';

export type SmsPreferencesProps = { labels: AccountSmsLabels };

/**
 * `/account/preferences/sms` (ACC-020): the text messages the shopper's mobile phone gets, one checkbox per
 * preference type (ACC-042, ACC-043), each loading and failing on its own (ACC-064). A shopper without a
 * mobile phone is told to add one (ACC-151).
 */
export function SmsPreferences({ labels }: SmsPreferencesProps) {
  const sessionStatus = useStore(sessionStore, (state) => state.status);
  const state = useStore(smsPreferencesStore);

  useEffect(() => {
    if (sessionStatus === 'signedIn') void loadSmsPreferences();
  }, [sessionStatus]);

  // The session gate beside this island says 'Loading...' and sends a guest to sign-in.
  if (sessionStatus !== 'signedIn') return null;
  if (state.phase === 'idle' || state.phase === 'profile') {
    return (
      <p className={styles.status} role="status" data-state="loading">
        {labels.loading}
      </p>
    );
  }
  if (state.phase === 'error') {
    return (
      <ErrorCard
        message={state.profileFailure === 'connection' ? labels.connection : labels.generic}
        reloadLabel={labels.reload}
        onReload={() => void loadSmsPreferences()}
        isLive
      />
    );
  }
  if (state.phase === 'noMobile') {
    return (
      <div className={styles.column} data-state="no-mobile">
        <Alert tone="caution" toneLabel={labels.noticeLabel}>
          {labels.noMobilePhone}
        </Alert>
      </div>
    );
  }
  const loadingIndex = smsPreferenceOrder.findIndex((type) => isAwaitingFirstAnswer(state.types[type]));
  const firstLoadingIndex = loadingIndex === -1 ? smsPreferenceOrder.length : loadingIndex;
  return (
    <div className={styles.column} data-state="ready">
      <div className={styles.intro}>
        <p>{labels.intro}</p>
        <p>{formatCopy(labels.sentTo, { phone: formatUsPhone(state.phoneNumber ?? '') })}</p>
      </div>
      <ul className={styles.preferences}>
        {smsPreferenceOrder.map((type, index) => (
          // Each type loads and fails on its own (ACC-064), and shows once every type above it has come: a type
          // arriving above one already shown would push it down (a layout shift).
          <li key={type} className={styles.preference} data-preference-type={type} hidden={index > firstLoadingIndex}>
            <PreferenceRow type={type} typeState={state.types[type]} labels={labels} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PreferenceRow({
  type,
  typeState,
  labels,
}: {
  type: SmsPreferenceType;
  typeState: SmsTypeState;
  labels: AccountSmsLabels;
}) {
  // What the shopper asked for while the update is on its way; the answer replaces it.
  const [requested, setRequested] = useState<boolean | null>(null);
  const [isSaved, setSaved] = useState(false);
  const { preference } = typeState;

  if (isAwaitingFirstAnswer(typeState)) {
    return (
      <p className={styles.status} role="status" data-state="loading">
        {labels.loading}
      </p>
    );
  }
  if (typeState.status === 'error' || !preference) {
    return (
      <ErrorCard
        message={typeState.loadFailure === 'connection' ? labels.connection : labels.generic}
        reloadLabel={labels.reload}
        onReload={() => void loadSmsPreference(type)}
        isLive
      />
    );
  }

  async function change(optIn: boolean) {
    setRequested(optIn);
    setSaved(false);
    const isDone = await updateSmsPreference(type, optIn);
    setRequested(null);
    setSaved(isDone);
  }

  const isPending = preference.selected && !preference.customerOptedIn;
  return (
    <div className={styles.preferenceBody} data-state={isPending ? 'pending' : preference.selected ? 'on' : 'off'}>
      <Checkbox
        label={preference.title}
        hint={preference.description}
        checked={requested ?? preference.selected}
        onCheckedChange={(isChecked) => void change(isChecked)}
        aria-busy={typeState.isUpdating || undefined}
      />
      <p className={styles.note}>{preference.unsubscribeNote}</p>
      {isPending ? <p className={styles.pending}>{labels.pendingStatus}</p> : null}
      {preference.warning ? (
        <Alert tone="caution" toneLabel={labels.noticeLabel} isLive>
          {preference.warning}
        </Alert>
      ) : null}
      {typeState.updateFailure ? (
        <Alert tone="critical" toneLabel={labels.errorLabel} isLive>
          {typeState.updateFailure === 'connection' ? labels.connection : labels.updateFailed}
        </Alert>
      ) : null}
      {isSaved && !preference.warning && !typeState.updateFailure ? (
        <Alert
          tone="positive"
          toneLabel={labels.successLabel}
          dismissLabel={labels.closeLabel}
          onDismiss={() => setSaved(false)}
          isLive
        >
          {labels.updated}
        </Alert>
      ) : null}
    </div>
  );
}
