import type {
  EmailLinkTokens,
  EmailPreferenceChange,
  EmailPreferences,
  PromotionPreferences,
  UpdatePromotionPreferences,
} from '@aisle/contracts';
import { api } from '../../../lib/api/index.ts';

/*
 * The email preferences page's calls (ACC-129..133): the preferences of the session or of an email link,
 * and the promotion preferences of a signed-in shopper.
 */

/** ACC-129: without an email link, the session's own email preferences. */
export function readEmailPreferences(): Promise<EmailPreferences> {
  return api().call('getEmailPreferences');
}

/** ACC-129: the email preferences of an email link's shopper: the read sends the link's tokens. */
export function readEmailPreferencesByLink(tokens: EmailLinkTokens): Promise<EmailPreferences> {
  return api().call('getEmailPreferencesByLink', { query: tokens });
}

/** ACC-131..133: without a link, the save goes to the session's URL; answers the preferences as they now are. */
export function saveEmailPreferences(emailPreferences: EmailPreferenceChange[]): Promise<EmailPreferences> {
  return api().call('updateEmailPreferences', { body: { emailPreferences } });
}

/** ACC-131..133: with a link, its tokens go along to the link's URL. */
export function saveEmailPreferencesByLink(
  tokens: EmailLinkTokens,
  emailPreferences: EmailPreferenceChange[],
): Promise<EmailPreferences> {
  return api().call('updateEmailPreferencesByLink', { body: { ...tokens, emailPreferences } });
}

/** Specials and Promotions, the Early Access Program and purchase-based advertising (signed in only). */
export function readPromotionPreferences(): Promise<PromotionPreferences> {
  return api().call('getPromotionPreferences');
}

/** Saves the ones the shopper changed; answers all three as they now are. */
export function savePromotionPreferences(changes: UpdatePromotionPreferences): Promise<PromotionPreferences> {
  return api().call('updatePromotionPreferences', { body: changes });
}
