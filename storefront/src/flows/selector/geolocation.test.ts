import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpPage, tearDownPage, testMessages } from '../../../testing/page.ts';
import { cincinnatiOptions } from '../../../testing/storeFixtures.ts';
import { setPageConfig } from '../../lib/pageConfig.ts';
import {
  allowLocation,
  classifyGeolocationError,
  consentProgress,
  consentSteps,
  continueWithLocation,
  declineLocation,
  geolocationStore,
  goToConsentStep,
  isGeolocationAvailable,
  readGeolocationConsent,
  requestLocation,
  resetGeolocation,
} from './geolocation.ts';
import { resetSelector, selectorStore } from './selectorStore.ts';

type PositionCallback = (position: { coords: { latitude: number; longitude: number } }) => void;
type ErrorCallback = (error: { code: number; message: string }) => void;

/** A browser whose geolocation answers with a position or an error code, and counts the lookups. */
function stubGeolocation(answer: { lat: number; lng: number } | { code: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure: ErrorCallback) => {
    if ('code' in answer) failure({ code: answer.code, message: 'no' });
    else success({ coords: { latitude: answer.lat, longitude: answer.lng } });
  });
  vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

const geolocation = () => geolocationStore.getState();

beforeEach(() => {
  resetGeolocation();
  resetSelector();
});

afterEach(() => {
  tearDownPage();
});

describe('the consent modal', () => {
  it('has three steps in order: intro, how it works, enable the device setting (SEL-094)', () => {
    expect(consentSteps).toEqual(['intro', 'howItWorks', 'enableSetting']);
  });

  it('opens at the intro when the shopper asks for their location without having consented (SEL-125)', () => {
    setUpPage({});
    const lookup = stubGeolocation({ lat: 39.1, lng: -84.5 });
    requestLocation();
    expect(geolocation()).toMatchObject({ isConsentOpen: true, step: 'intro' });
    expect(lookup).not.toHaveBeenCalled();
  });

  it("'Allow' goes to the device-setting step (SEL-095)", () => {
    setUpPage({});
    stubGeolocation({ lat: 39.1, lng: -84.5 });
    requestLocation();
    allowLocation();
    expect(geolocation().step).toBe('enableSetting');
    goToConsentStep('howItWorks');
    allowLocation();
    expect(geolocation().step).toBe('enableSetting');
  });

  it("'Continue' saves 'accepted' and looks the location up for the options (SEL-096, SEL-097, SEL-152)", async () => {
    const calls = setUpPage({ getModalityOptions: () => ({ body: cincinnatiOptions() }) });
    const lookup = stubGeolocation({ lat: 39.1, lng: -84.5 });
    requestLocation();
    allowLocation();
    await continueWithLocation();
    expect(readGeolocationConsent()).toBe('accepted');
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(geolocation()).toMatchObject({ isConsentOpen: false, status: 'located' });
    expect(calls.find((call) => call.path === '/api/modality-options')?.body).toMatchObject({
      location: { lat: 39.1, lng: -84.5 },
    });
    expect(selectorStore.getState().modalityOptions.status).toBe('loaded');
  });

  it("'No Thanks' saves 'declined', closes and looks nothing up (SEL-098, SEL-099)", () => {
    setUpPage({});
    const lookup = stubGeolocation({ lat: 39.1, lng: -84.5 });
    requestLocation();
    declineLocation();
    expect(readGeolocationConsent()).toBe('declined');
    expect(geolocation().isConsentOpen).toBe(false);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('skips the modal once the shopper has accepted', async () => {
    setUpPage({ getModalityOptions: () => ({ body: cincinnatiOptions() }) });
    const lookup = stubGeolocation({ lat: 39.1, lng: -84.5 });
    localStorage.setItem('aisle.greenway.geolocationConsent', JSON.stringify('accepted'));
    requestLocation();
    await vi.waitFor(() => expect(geolocation().status).toBe('located'));
    expect(geolocation().isConsentOpen).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(1);
  });
});

describe('lookup failures', () => {
  it('shows the denied message for code 1 (SEL-165)', async () => {
    setUpPage({});
    stubGeolocation({ code: 1 });
    requestLocation();
    await continueWithLocation();
    expect(geolocation()).toMatchObject({ status: 'error', error: 'denied' });
  });

  it('shows the generic message for any other code (SEL-166)', async () => {
    setUpPage({});
    stubGeolocation({ code: 2 });
    await continueWithLocation();
    expect(geolocation()).toMatchObject({ status: 'error', error: 'failed' });
    expect(classifyGeolocationError({ code: 3 })).toBe('failed');
    expect(classifyGeolocationError(new Error('?'))).toBe('failed');
  });

  it('does not ask the browser when its location setting already refuses (SEL-126)', async () => {
    setUpPage({});
    const getCurrentPosition = vi.fn();
    vi.stubGlobal('navigator', {
      geolocation: { getCurrentPosition },
      permissions: { query: async () => ({ state: 'denied' }) },
    });
    await continueWithLocation();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(geolocation()).toMatchObject({ status: 'error', error: 'denied' });
  });
});

describe('the feature switch (SEL-127)', () => {
  it('turns geolocation off: no modal, no lookup', async () => {
    setUpPage({});
    setPageConfig({
      bannerId: 'greenway',
      capabilities: { PICKUP: true, DELIVERY: true, IN_STORE: true },
      messages: testMessages,
      features: { geolocation: false },
    });
    const lookup = stubGeolocation({ lat: 39.1, lng: -84.5 });
    expect(isGeolocationAvailable()).toBe(false);
    requestLocation();
    localStorage.setItem('aisle.greenway.geolocationConsent', JSON.stringify('accepted'));
    await continueWithLocation();
    expect(geolocation().isConsentOpen).toBe(false);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('is on when the page config says nothing about it', () => {
    setUpPage({});
    stubGeolocation({ lat: 39.1, lng: -84.5 });
    expect(isGeolocationAvailable()).toBe(true);
  });
});

describe('the consent steps count the steps the shopper meets (issue 9)', () => {
  const base = { isPermissionGranted: false, hasLearnedMore: false };

  it("counts two steps on the way through 'Allow': the intro and the device setting", () => {
    expect(consentProgress({ ...base, step: 'intro' })).toEqual({ step: 1, count: 2 });
    expect(consentProgress({ ...base, step: 'enableSetting' })).toEqual({ step: 2, count: 2 });
  });

  it("counts three once the shopper opened 'Learn More'", () => {
    expect(consentProgress({ ...base, step: 'howItWorks' })).toEqual({ step: 2, count: 3 });
    expect(consentProgress({ ...base, step: 'enableSetting', hasLearnedMore: true })).toEqual({ step: 3, count: 3 });
  });

  it('shows no count when the device already allows the location and the intro is the only step', () => {
    expect(consentProgress({ ...base, step: 'intro', isPermissionGranted: true })).toBeNull();
    expect(consentProgress({ ...base, step: 'howItWorks', isPermissionGranted: true })).toEqual({ step: 2, count: 2 });
  });

  it("goes straight on from 'Allow' when the device already allows the location: no setting to enable", async () => {
    setUpPage({});
    const lookup = stubGeolocation({ lat: 39.1, lng: -84.5 });
    vi.stubGlobal('navigator', {
      ...navigator,
      permissions: { query: vi.fn(async () => ({ state: 'granted' })) },
    });
    requestLocation();
    await vi.waitFor(() => expect(geolocation().isPermissionGranted).toBe(true));
    allowLocation();
    expect(readGeolocationConsent()).toBe('accepted');
    expect(geolocation().isConsentOpen).toBe(false);
    await vi.waitFor(() => expect(lookup).toHaveBeenCalledOnce());
  });
});
