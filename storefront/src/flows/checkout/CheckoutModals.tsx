import { Button } from '@aisle/design-system/components/Button';
import { Link } from '@aisle/design-system/components/Link';
import { Modal } from '@aisle/design-system/components/Modal';
import { useStore } from 'zustand';
import type { CheckoutLabels } from '../../lib/copy/checkout.ts';
import * as styles from './checkout.css.ts';
import { CART_ROUTE, schedulingHref } from './checkoutRules.ts';
import { checkoutStore, openModal, retryFailedUpdate } from './checkoutStore.ts';

export type CheckoutModalsProps = { labels: CheckoutLabels };

/**
 * The page's modals: 'Order Timed Out' with 'Back to Scheduling' (PAY-149, PAY-150) and the payment
 * update's retry modal (PAY-035, PAY-036). Their actions are real links where they leave the page.
 */
export function CheckoutModals({ labels }: CheckoutModalsProps) {
  const modal = useStore(checkoutStore, (state) => state.modal);
  const modality = useStore(checkoutStore, (state) => state.checkout?.modalityType ?? 'DELIVERY');
  const close = (open: boolean) => {
    if (!open) openModal(null);
  };
  return (
    <>
      <Modal
        open={modal === 'timedOut'}
        onOpenChange={close}
        title={labels.timedOut.title}
        closeLabel={labels.closeLabel}
        closeOnOutsideClick={false}
        footer={
          <Link href={schedulingHref(modality)} variant="standalone" data-part="back-to-scheduling">
            {labels.timedOut.backToScheduling}
          </Link>
        }
      >
        <p className={styles.rowText}>{labels.timedOut.body}</p>
      </Modal>
      <Modal
        open={modal === 'updateFailed'}
        onOpenChange={close}
        title={labels.payment.updateFailed.title}
        closeLabel={labels.closeLabel}
        footer={
          <div className={styles.actions}>
            <Button onClick={() => void retryFailedUpdate()} data-part="retry-update">
              {labels.payment.updateFailed.tryAgain}
            </Button>
            <Link href={CART_ROUTE}>{labels.payment.updateFailed.backToCart}</Link>
          </div>
        }
      >
        <p className={styles.rowText}>{labels.payment.updateFailed.body}</p>
      </Modal>
    </>
  );
}
