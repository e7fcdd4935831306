import type { Banner } from '@aisle/banner-themes';
import { fill } from '../site.ts';

/** The strings of the email and communication preferences page (`/account/preferences/email`). */
export function emailPreferencesCopy(banner: Banner) {
  const strings = banner.strings;
  const email = strings.account.emailPreferences;
  const preferences = strings.account.preferences;
  return {
    email: {
      intro: fill(banner, email.intro),
      bannerEmails: fill(banner, email.bannerEmails),
      moreEmails: email.moreEmails,
      /** ACC-172. */
      takesEffect: email.takesEffect,
      save: email.save,
      saving: email.saving,
      saved: email.saved,
      linkNotice: email.linkNotice,
      tryAgain: email.tryAgain,
    },
    communication: {
      heading: preferences.heading,
      specialsTitle: preferences.specialsTitle,
      specialsDescription: preferences.specialsDescription,
      earlyAccessTitle: preferences.earlyAccessTitle,
      earlyAccessDescription: fill(banner, preferences.earlyAccessDescription),
      relevantAdsTitle: preferences.relevantAdsTitle,
      relevantAdsDescription: preferences.relevantAdsDescription,
      save: preferences.save,
      saved: preferences.saved,
      signInForMore: preferences.signInForMore,
      /** ACC-150, ACC-152, ACC-153, ACC-157, ACC-158, ACC-162. */
      notFound: preferences.notFound,
      specialsLoadFailed: preferences.specialsLoadFailed,
      specialsUpdateFailed: preferences.specialsUpdateFailed,
      earlyAccessFailed: preferences.earlyAccessFailed,
      updateFailed: preferences.updateFailed,
      noPreferredStore: preferences.noPreferredStore,
    },
    signIn: strings.shell.header.signIn,
    /** ACC-160 and ACC-161: the email page's technical-difficulties and lost-connection messages. */
    technical: strings.common.errors.generic,
    connection: strings.common.errors.connection,
    loading: strings.common.loading.page,
    errorLabel: strings.components.alert.toneLabels.critical,
    successLabel: strings.components.alert.toneLabels.positive,
    closeLabel: strings.components.modal.closeLabel,
  };
}

export type EmailPreferencesLabels = ReturnType<typeof emailPreferencesCopy>;
