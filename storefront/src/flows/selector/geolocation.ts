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
  /** The device already lets the site read the location: the 'enable the setting' step has nothing to say. */
  isPermissionGranted: boolean;
  /** The shopper opened 'Learn More': the 'how it works' step is part of their way through. */
  hasLearnedMore: boolean;
  status: 'idle' | 'locating' | 'located' | 'error';
  error: GeolocationFailure | null;
};

export const geolocationStore = createStore<GeolocationState>(() => ({
  isConsentOpen: false,
  step: 'intro',
  isPermissionGranted: false,
  hasLearnedMore: false,
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

/** The device setting, where the browser can tell without asking. */
async function permissionState(): Promise<PermissionState | undefined> {
  try {
    return (await navigator.permissions?.query({ name: 'geolocation' }))?.state;
  } catch {
    return undefined;
  }
}

/** 'denied' means the lookup would fail. */
async function isPermissionDenied(): Promise<boolean> {
  return (await permissionState()) === 'denied';
}

/**
 * The steps this shopper's way through the consent takes, in order: the intro; 'how it works' once they
 * opened it; 'enable the device setting' unless the device already allows it (issue 9: the count said
 * 'Step 1 of 3' and then 'Step 3 of 3').
 */
export function consentPath(state: Pick<GeolocationState, 'step' | 'isPermissionGranted' | 'hasLearnedMore'>) {
  return consentSteps.filter(
    (step) =>
      step === 'intro' ||
      (step === 'howItWorks' && (state.hasLearnedMore || state.step === 'howItWorks')) ||
      (step === 'enableSetting' && (!state.isPermissionGranted || state.step === 'enableSetting')),
  );
}

/** 'Step {step} of {count}' for the step on screen; null when the way has a single step. */
export function consentProgress(state: Pick<GeolocationState, 'step' | 'isPermissionGranted' | 'hasLearnedMore'>) {
  const path = consentPath(state);
  return path.length > 1 ? { step: path.indexOf(state.step) + 1, count: path.length } : null;
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
  geolocationStore.setState({
    isConsentOpen: true,
    step: 'intro',
    error: null,
    isPermissionGranted: false,
    hasLearnedMore: false,
  });
  void permissionState().then((state) => {
    if (state === 'granted') geolocationStore.setState({ isPermissionGranted: true });
  });
}

export function goToConsentStep(step: ConsentStep): void {
  geolocationStore.setState((state) => ({ step, hasLearnedMore: state.hasLearnedMore || step === 'howItWorks' }));
}

/**
 * SEL-095: 'Allow' goes to the step that explains the device setting; when the device already allows the
 * site, there is nothing to enable, so 'Allow' goes on as 'Continue' does (SEL-096).
 */
export function allowLocation(): void {
  if (geolocationStore.getState().isPermissionGranted) {
    void continueWithLocation();
    return;
  }
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
