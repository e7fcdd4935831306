import type { Banner } from '@aisle/banner-themes';

/** The age verification modal's strings and links (ACC-002, ACC-007; account-and-selector 5). */
export function ageVerificationCopy(banner: Banner) {
  return {
    ...banner.strings.account.ageVerification,
    closeLabel: banner.strings.components.modal.closeLabel,
    /** 'Back to Cart' (ACC-002). */
    cartHref: '/cart',
    /** The state alcohol sales policies on the banner's own site (ACC-007). */
    policyHref: '/i/terms/alcohol-sales',
  };
}

export type AgeVerificationLabels = ReturnType<typeof ageVerificationCopy>;
