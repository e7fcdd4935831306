import type { SmsPreference, SmsPreferenceType } from '@aisle/contracts';
import { smsPreferenceTypes } from '@aisle/contracts/communicationRules';
import { toUsE164 } from '@aisle/design-system/format';
import { createStore } from 'zustand/vanilla';
import { isApiError } from '../../lib/api/index.ts';
import { optInToOrderTexts, readProfile, readSmsPreference, setSmsOptIn } from './gateway/smsPreferences.ts';

/*
 * The SMS preferences page's state (spec account-and-selector 4, "SMS preferences"): the shopper's mobile
 * phone from the profile, then each preference type loading, loaded or error on its own (ACC-064); an
 * update sets selected and the optional warning the service answers (ACC-065, ACC-066).
 */

/** connection: offline, no answer or too slow (ACC-147, ACC-148); generic: anything else (ACC-149). */
export type LoadFailure = 'connection' | 'generic';
/** connection, or the update-failure message (ACC-158). */
export type UpdateFailure = 'connection' | 'update';

export type SmsTypeState = {
  status: 'loading' | 'loaded' | 'error';
  preference: SmsPreference | null;
  loadFailure: LoadFailure | null;
  isUpdating: boolean;
  updateFailure: UpdateFailure | null;
};

export type SmsPreferencesState = {
  /** profile: reading the profile; noMobile: no MOBILE phone (ACC-151); ready: the types load; error: no profile. */
  phase: 'idle' | 'profile' | 'noMobile' | 'ready' | 'error';
  profileFailure: LoadFailure | null;
  /** '+1' and the last 10 digits of the profile's mobile phone (ACC-088, ACC-089). */
  phoneNumber: string | null;
  types: Record<SmsPreferenceType, SmsTypeState>;
};

const typeLoading: SmsTypeState = {
  status: 'loading',
  preference: null,
  loadFailure: null,
  isUpdating: false,
  updateFailure: null,
};

function initialState(): SmsPreferencesState {
  return {
    phase: 'idle',
    profileFailure: null,
    phoneNumber: null,
    types: { CLICKLIST: { ...typeLoading }, PROMOTIONAL: { ...typeLoading }, TRANSACTIONAL: { ...typeLoading } },
  };
}

export const smsPreferencesStore = createStore<SmsPreferencesState>(initialState);

/** The order the page shows them: order texts, Pickup texts, then deals. */
export const smsPreferenceOrder: readonly SmsPreferenceType[] = ['TRANSACTIONAL', 'CLICKLIST', 'PROMOTIONAL'];

/** A type still waiting for its first answer (a reload keeps the preference it has). */
export const isAwaitingFirstAnswer = (typeState: SmsTypeState) =>
  typeState.status === 'loading' && !typeState.preference;

function isConnectionFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'offline' || error.kind === 'network' || error.kind === 'timeout');
}

export function loadFailureOf(error: unknown): LoadFailure {
  return isConnectionFailure(error) ? 'connection' : 'generic';
}

export function updateFailureOf(error: unknown): UpdateFailure {
  return isConnectionFailure(error) ? 'connection' : 'update';
}

function setType(type: SmsPreferenceType, change: Partial<SmsTypeState>): void {
  smsPreferencesStore.setState((state) => ({
    types: { ...state.types, [type]: { ...state.types[type], ...change } },
  }));
}

/** Reads one preference type (getOptInStatus, ACC-122). */
export async function loadSmsPreference(type: SmsPreferenceType): Promise<void> {
  const { phoneNumber } = smsPreferencesStore.getState();
  if (!phoneNumber) return;
  setType(type, { status: 'loading', loadFailure: null });
  try {
    const preference = await readSmsPreference(phoneNumber, type);
    setType(type, { status: 'loaded', preference });
  } catch (error) {
    setType(type, { status: 'error', loadFailure: loadFailureOf(error) });
  }
}

/** The page's load: the profile's mobile phone, then every preference type side by side. */
export async function loadSmsPreferences(): Promise<void> {
  smsPreferencesStore.setState({ ...initialState(), phase: 'profile' });
  let mobile: string | undefined;
  try {
    const profile = await readProfile();
    mobile = profile.contactInfo.phones.find((phone) => phone.type === 'MOBILE')?.number.original;
  } catch (error) {
    smsPreferencesStore.setState({ phase: 'error', profileFailure: loadFailureOf(error) });
    return;
  }
  if (!mobile) {
    smsPreferencesStore.setState({ phase: 'noMobile' });
    return;
  }
  smsPreferencesStore.setState({ phase: 'ready', phoneNumber: toUsE164(mobile) });
  await Promise.all(smsPreferenceTypes.map((type) => loadSmsPreference(type)));
}

/**
 * Turns one kind of text on or off. Order texts are turned on through the transactional opt-in, read for
 * data.hasErrors and data.customerOptedIn (ACC-124, ACC-125), then read again for the page's wording;
 * everything else through updateOptIn (ACC-123). A failure leaves the preference as it was.
 */
export async function updateSmsPreference(type: SmsPreferenceType, optIn: boolean): Promise<boolean> {
  const { phoneNumber, types } = smsPreferencesStore.getState();
  if (!phoneNumber || types[type].isUpdating) return false;
  setType(type, { isUpdating: true, updateFailure: null });
  try {
    let preference: SmsPreference;
    if (type === 'TRANSACTIONAL' && optIn) {
      const { data } = await optInToOrderTexts(phoneNumber);
      if (data.hasErrors) throw new Error('The transactional opt-in answered hasErrors.');
      preference = await readSmsPreference(phoneNumber, type);
      // What the opt-in said wins over a read that lags behind it.
      preference = { ...preference, selected: true, customerOptedIn: data.customerOptedIn };
    } else {
      preference = await setSmsOptIn(phoneNumber, type, optIn);
    }
    setType(type, { status: 'loaded', preference, isUpdating: false });
    return true;
  } catch (error) {
    setType(type, { isUpdating: false, updateFailure: updateFailureOf(error) });
    return false;
  }
}

/** For tests and stories. */
export function resetSmsPreferences(): void {
  smsPreferencesStore.setState(initialState(), true);
}
