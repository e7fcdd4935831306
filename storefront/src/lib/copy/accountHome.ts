import type { Banner } from '@aisle/banner-themes';
import { formatCopy } from '@aisle/banner-themes/copy';

/** The strings of the account's home page (`/account/dashboard`): profile, preferred store, links. */
export function accountDashboardCopy(banner: Banner) {
  const strings = banner.strings;
  const account = strings.account;
  return {
    ...account.dashboard,
    /** The account pages' links, each named by its page's heading. */
    links: {
      addresses: account.addressBook.heading,
      preferredStore: account.preferredStore.heading,
      emailPreferences: account.emailPreferences.heading,
      smsPreferences: account.smsPreferences.heading,
      membership: account.membership.heading,
      purchases: account.dashboard.purchasesLink,
    },
    membership: account.membership.heading,
    membershipActive: account.membership.active,
    preferredStore: preferredStoreSummaryCopy(banner),
    planTitles: banner.membershipPlanTitles,
    loading: strings.components.spinner.loading,
    reload: strings.components.errorCard.reload,
    connection: strings.common.errors.connection,
    generic: strings.common.errors.generic,
  };
}

export type AccountDashboardLabels = ReturnType<typeof accountDashboardCopy>;

function preferredStoreSummaryCopy(banner: Banner) {
  const strings = banner.strings;
  const own = strings.account.preferredStore;
  return {
    heading: own.heading,
    none: own.none,
    storeNumber: own.storeNumber,
    services: own.services,
    modalities: strings.common.modalities,
  };
}

/** The strings of the preferred store page (`/account/preferred-store`, ACC-021, ACC-022). */
export function preferredStoreCopy(banner: Banner) {
  const strings = banner.strings;
  const own = strings.account.preferredStore;
  return {
    ...own,
    searchHint: formatCopy(own.searchHint, { banner: banner.name }),
    summary: preferredStoreSummaryCopy(banner),
    storeOption: strings.components.storeOption,
    zipRequired: strings.selector.addAddress.zipRequired,
    zipInvalid: strings.selector.addAddress.zipInvalid,
    loading: strings.components.spinner.loading,
    reload: strings.components.errorCard.reload,
    connection: strings.common.errors.connection,
    generic: strings.common.errors.generic,
    closeLabel: strings.components.modal.closeLabel,
    errorLabel: strings.components.alert.toneLabels.critical,
    successLabel: strings.components.alert.toneLabels.positive,
  };
}

export type PreferredStoreLabels = ReturnType<typeof preferredStoreCopy>;
