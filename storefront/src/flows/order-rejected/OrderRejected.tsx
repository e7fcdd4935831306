import { purchaseErrorKey, purchaseErrorOf } from '@aisle/contracts/purchaseErrors';
import { Alert } from '@aisle/design-system/components/Alert';
import { useEffect, useState } from 'react';
import { checkoutAgainHref } from '../../lib/checkoutLinks.ts';
import * as styles from '../../styles/shell.css.ts';
import * as own from './orderRejected.css.ts';

export type OrderRejectedLabels = {
  heading: string;
  modifyHeading: string;
  cancellation: string;
  modifyCancellation: string;
  errorCode: string;
  goToHome: string;
  /** Issue 20: back to the declined order's checkout (chosen wording). */
  payAnotherWay: string;
  /** ACC-164..167: the processor's reason in the shopper's words ({phone} filled in). */
  purchaseErrors: {
    declinedTitle: string;
    defaultTitle: string;
    defaultMessage: string;
    byCode: Record<string, string>;
    errorLabel: string;
  };
};

/**
 * ACC-164..167: the title and message for the reason a declined placement carried (`?reason=`, ERR-014): a
 * recognised code in its own words, anything else (or none) as a processing error.
 */
export function purchaseErrorText(
  reason: string | null,
  labels: OrderRejectedLabels['purchaseErrors'],
): { title: string; message: string } {
  const code = purchaseErrorOf(reason);
  const message = code ? labels.byCode[purchaseErrorKey(code)] : undefined;
  return message
    ? { title: labels.declinedTitle, message }
    : { title: labels.defaultTitle, message: labels.defaultMessage };
}

/** The page a rejected payment authorization lands on; ?isModify=true (or modify=true) for a modified order. */
export function OrderRejected({ labels }: { labels: OrderRejectedLabels }) {
  const [isModify, setModify] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const [checkoutHref, setCheckoutHref] = useState<string | null>(null);
  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    setModify(search.get('isModify') === 'true' || search.get('modify') === 'true');
    setReason(search.get('reason'));
    setCheckoutHref(checkoutAgainHref(window.location.search));
  }, []);
  const purchaseError = purchaseErrorText(reason, labels.purchaseErrors);
  return (
    <div className={styles.flowMount} data-state={isModify ? 'modify' : 'order'}>
      <h1 className={styles.pageHeading}>{isModify ? labels.modifyHeading : labels.heading}</h1>
      <p className={styles.prose}>{isModify ? labels.modifyCancellation : labels.cancellation}</p>
      {/* Room for the longest message from the first paint: the reason is read once the page runs (CLS 0). */}
      <div
        className={own.purchaseError}
        data-part="purchase-error"
        data-reason={purchaseErrorOf(reason) ?? 'unrecognised'}
      >
        <Alert tone="critical" toneLabel={labels.purchaseErrors.errorLabel} title={purchaseError.title}>
          {purchaseError.message}
        </Alert>
      </div>
      <p className={styles.prose} data-part="error-code">
        {labels.errorCode}
      </p>
      {/* 'Go to Home' stays where it is; the way back to the checkout comes beside it once the page runs. */}
      <p className={`${styles.prose} ${own.actions}`}>
        <a className={styles.backLink} href="/">
          {labels.goToHome}
        </a>
        {checkoutHref ? (
          <a className={styles.backLink} href={checkoutHref} data-part="pay-another-way">
            {labels.payAnotherWay}
          </a>
        ) : null}
      </p>
    </div>
  );
}
