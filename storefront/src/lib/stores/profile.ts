import type { CustomerProfile } from '@aisle/contracts';
import { createStore } from 'zustand/vanilla';
import { api } from '../api/index.ts';

/*
 * The signed-in shopper's customer profile (account-and-selector 3, "Customer profile"): names, loyalty
 * card, contact info, per-banner details, membership. One copy for every island of a page that shows a
 * part of it (the account's home, preferences, membership). Errors go to the caller to word.
 */

export type ProfileState = {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  profile: CustomerProfile | null;
  /** Why the last load failed (an ApiError, usually). */
  error: unknown;
};

const initialState: ProfileState = { status: 'idle', profile: null, error: null };

export const profileStore = createStore<ProfileState>(() => ({ ...initialState }));

let latestRequest = 0;

/** Reads the profile; a later call wins over an earlier one still on its way. */
export async function loadProfile(): Promise<ProfileState> {
  latestRequest += 1;
  const request = latestRequest;
  profileStore.setState({ status: 'loading', error: null });
  try {
    const profile = await api().call('getProfile');
    if (request === latestRequest) profileStore.setState({ status: 'loaded', profile });
  } catch (error) {
    if (request === latestRequest) profileStore.setState({ status: 'error', error });
  }
  return profileStore.getState();
}

/** For tests and stories. */
export function resetProfile(): void {
  latestRequest += 1;
  profileStore.setState({ ...initialState }, true);
}
