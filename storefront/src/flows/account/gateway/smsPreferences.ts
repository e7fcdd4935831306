import type { CustomerProfile, SmsPreference, SmsPreferenceType, SmsTransactionalOptInResult } from '@aisle/contracts';
import { api } from '../../../lib/api/index.ts';

/*
 * The SMS preferences page's calls (ACC-120..125): the profile's mobile phone and each kind of text.
 */

/** The customer profile: the SMS preferences page reads its mobile phone. */
export function readProfile(): Promise<CustomerProfile> {
  return api().call('getProfile');
}

/** ACC-122: one SMS preference type of the shopper's mobile phone (getOptInStatus). */
export function readSmsPreference(phoneNumber: string, type: SmsPreferenceType): Promise<SmsPreference> {
  return api().call('getOptInStatus', { body: { phoneNumber, triggerType: type } });
}

/** ACC-123: turns one kind of text on or off (updateOptIn); order texts are turned on by optInToOrderTexts. */
export function setSmsOptIn(phoneNumber: string, type: SmsPreferenceType, optIn: boolean): Promise<SmsPreference> {
  return api().call('updateOptIn', { body: { optIn, phoneNumber, triggerType: type } });
}

/** ACC-124, ACC-125: the transactional opt-in, read for data.hasErrors and data.customerOptedIn. */
export function optInToOrderTexts(phoneNumber: string): Promise<SmsTransactionalOptInResult> {
  return api().call('transactionalOptIn', { body: { phoneNumber, triggerType: 'TRANSACTIONAL' } });
}
