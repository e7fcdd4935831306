import { createStore } from 'zustand/vanilla';
import { pageConfig, pageFeatures } from '../../lib/pageConfig.ts';
import { readStored, storageKey, writeStored } from '../../lib/stores/storage.ts';
import { loadModalityOptions } from './selectorStore.ts';

/** The shopper's answer to the consent modal, kept in this browser (SEL-097, SEL-098). */
export const geolocationConsents = ['accepted', 'declined'] as const;
export type GeolocationConsent = (typeof geolocationConsents)[number];

/** The consent modal's steps in order (SEL-094): intro, how it works, enable the device setting. */
export const consentSteps = ['intro', 'howItWorks', 'enableSetting'] as const;
export type ConsentStep = (typeof consentSteps)[number];

/** SEL-165, SEL-166: code 1 (PERMISSION_DENIED) is 'denied'; any other code is 'failed'. */
export type GeolocationFailure = 'denied' | 'failed';

export type GeolocationState = {
  isConsentOpen: boolean;
  step: ConsentStep;
  status: 'idle' | 'locating' | 'located' | 'error';
  error: GeolocationFailure | null;
};

export const geolocationStore = createStore<GeolocationState>(() => ({
  isConsentOpen: false,
  step: 'intro',
  status: 'idle',
  error: null,
}));

const consentKey = () => storageKey(pageConfig().bannerId, 'geolocationConsent');

function isConsent(value: unknown): value is GeolocationConsent {
  return typeof value === 'string' && (geolocationConsents as readonly string[]).includes(value);
}

export function readGeolocationConsent(): GeolocationConsent | undefined {
  return readStored(consentKey(), isConsent);
}

export function saveGeolocationConsent(consent: GeolocationConsent): void {
  writeStored(consentKey(), consent);
}

/** SEL-127: the feature switch of the page (and a browser that has the API at all). */
export function isGeolocationAvailable(): boolean {
  return pageFeatures().geolocation && typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

export function classifyGeolocationError(error: unknown): GeolocationFailure {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 1 ? 'denied' : 'failed';
}

/** The device setting, where the browser can tell without asking: 'denied' means the lookup would fail. */
async function isPermissionDenied(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'denied';
  } catch {
    return false;
  }
}

/** One position from the browser (SEL-152); rejects with the browser's error (its `code`). */
export function currentPosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      reject,
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}

/**
 * Looks the device's location up and fetches the options near it. Only after consent (SEL-125), never with
 * the feature switch off (SEL-127), and not when the device setting already refuses it (SEL-126).
 */
export async function locateShopper(): Promise<void> {
  if (!isGeolocationAvailable() || readGeolocationConsent() !== 'accepted') return;
  geolocationStore.setState({ status: 'locating', error: null });
  try {
    if (await isPermissionDenied()) throw Object.assign(new Error('Location access is turned off'), { code: 1 });
    const location = await currentPosition();
    geolocationStore.setState({ status: 'located' });
    await loadModalityOptions({ location });
  } catch (error) {
    geolocationStore.setState({ status: 'error', error: classifyGeolocationError(error) });
  }
}

/** 'Use My Location': straight to the lookup once consented, otherwise the consent modal's first step. */
export function requestLocation(): void {
  if (!isGeolocationAvailable()) return;
  if (readGeolocationConsent() === 'accepted') {
    void locateShopper();
    return;
  }
  geolocationStore.setState({ isConsentOpen: true, step: 'intro', error: null });
}

export function goToConsentStep(step: ConsentStep): void {
  geolocationStore.setState({ step });
}

/** SEL-095: 'Allow' goes to the step that explains the device setting. */
export function allowLocation(): void {
  goToConsentStep('enableSetting');
}

/** SEL-096, SEL-097: 'Continue' saves the consent and looks the location up. */
export async function continueWithLocation(): Promise<void> {
  saveGeolocationConsent('accepted');
  geolocationStore.setState({ isConsentOpen: false, step: 'intro' });
  await locateShopper();
}

/** SEL-098, SEL-099: 'No Thanks' saves the refusal and closes the modal. */
export function declineLocation(): void {
  saveGeolocationConsent('declined');
  geolocationStore.setState({ isConsentOpen: false, step: 'intro' });
}

/** Closing the modal without answering (Escape, close button) saves nothing. */
export function dismissConsent(): void {
  geolocationStore.setState({ isConsentOpen: false, step: 'intro' });
}

/** For tests and stories. */
export function resetGeolocation(): void {
  geolocationStore.setState(geolocationStore.getInitialState(), true);
}
