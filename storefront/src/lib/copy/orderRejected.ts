import type { Banner } from '@aisle/banner-themes';
import { fill } from '../site.ts';

/**
 * The rejection page's purchase-error words (ACC-164..167): the declined title, each recognised code's
 * message and the processing error for anything else, with the banner's customer-service phone filled in.
 */
export function purchaseErrorLabels(banner: Banner, phone: string) {
  const { defaultTitle, defaultMessage, declinedTitle, ...byCode } = banner.strings.payment.purchaseErrors;
  return {
    declinedTitle,
    defaultTitle,
    defaultMessage,
    byCode: Object.fromEntries(
      Object.entries(byCode).map(([key, message]) => [key, fill(banner, message, { phone })]),
    ) as Record<string, string>,
    errorLabel: banner.strings.components.alert.toneLabels.critical,
  };
}
