import type { Banner } from '@aisle/banner-themes';
import { fill } from '../site.ts';

/** The strings of the accounts' pages (issue 22): create, verify, forgot and reset. */
export function accountsCopy(banner: Banner) {
  const strings = banner.strings;
  const accounts = strings.accounts;
  return {
    create: { ...accounts.create, intro: fill(banner, accounts.create.intro) },
    verify: accounts.verify,
    forgot: accounts.forgot,
    reset: accounts.reset,
    errors: { ...accounts.errors, tooManyAttempts: strings.errors.tooManyAttempts },
    errorLabel: strings.components.alert.toneLabels.critical,
    infoLabel: strings.components.alert.toneLabels.info,
    successLabel: strings.components.alert.toneLabels.positive,
  };
}

export type AccountsLabels = ReturnType<typeof accountsCopy>;
