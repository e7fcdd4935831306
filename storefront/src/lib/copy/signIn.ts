import type { Banner } from '@aisle/banner-themes';
import type { SignInReason } from '@aisle/contracts/signInReasons';

/** The strings the sign-in island needs. */
export function signInCopy(banner: Banner) {
  return {
    ...banner.strings.shell.signIn,
    sessionExpired: banner.strings.errors.session.expired,
    /** Why the shopper was sent here (`?reason=`, contracts' signInReasons). */
    reasons: banner.strings.accounts.signIn.reasons,
    tooManyAttempts: banner.strings.errors.tooManyAttempts,
    signedOut: banner.strings.storefront.signIn.signedOut,
    errorLabel: banner.strings.components.alert.toneLabels.critical,
    infoLabel: banner.strings.components.alert.toneLabels.info,
  };
}

export type SignInLabels = ReturnType<typeof signInCopy>;

/** The line that says why the shopper was sent to sign-in (CBX-033 for an expired session). */
export function signInReasonLine(labels: SignInLabels, reason: SignInReason): string {
  return reason === 'expired' ? labels.sessionExpired : labels.reasons[reason];
}
