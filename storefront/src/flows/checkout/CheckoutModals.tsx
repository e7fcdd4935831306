import { formatCopy } from '@aisle/banner-themes/copy';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Link } from '@aisle/design-system/components/Link';
import { Modal } from '@aisle/design-system/components/Modal';
import { TextField } from '@aisle/design-system/components/TextField';
import { formatMoney } from '@aisle/design-system/format';
import { type FormEvent, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { CheckoutLabels } from '../../lib/copy/checkout.ts';
import { paths } from '../../lib/paths.ts';
import { removeFromCheckout, SecureCapture, type SecureFrameHandle } from '../wallet/index.ts';
import * as styles from './checkout.css.ts';
import { type SnapAmountProblem, schedulingHref, snapAmountProblem, snapBounds } from './checkoutRules.ts';
import { checkoutStore, chooseSnapAmount, openModal } from './checkoutStore.ts';
import { retryFailedUpdate, snapPaymentOf } from './checkoutUpdates.ts';
import { flashSaleProblemText } from './FlashSaleList.tsx';
import { flashSaleStore, keepFlashSaleItems, removeFlashSaleItemsAndLeave } from './flashSaleStore.ts';

export type CheckoutModalsProps = {
  labels: CheckoutLabels;
  /** PAY-115: places the order with the PIN frame's token. */
  onPinToken: (encryptedPin: string) => void;
  /** PRO-025: where 'Yes, Remove Items' goes on (the link the shopper followed). */
  navigate: (url: string) => void;
};

/** The frame's accepted answer code (FRM-033): anything else is a refusal. */
const ACCEPTED = '870';

function snapMessage(problem: SnapAmountProblem, labels: CheckoutLabels): string {
  const snap = labels.payment.snap;
  switch (problem.kind) {
    case 'required':
    case 'invalid':
      return snap.amountRequired;
    case 'minimum':
      return formatCopy(snap.amountMinimum, { amount: formatMoney(problem.amount) });
    case 'maximum':
      return formatCopy(snap.amountMaximum, { amount: formatMoney(problem.amount) });
  }
}

/** PAY-120..126: the SNAP EBT amount form; 'Done' keeps an amount between the bounds. */
function SnapAmountForm({ labels }: { labels: CheckoutLabels }) {
  const checkout = useStore(checkoutStore, (state) => state.checkout);
  const chosen = useStore(checkoutStore, (state) => state.snapAmount);
  const reportedBalance = useStore(checkoutStore, (state) => state.snapBalance);
  const ebt = checkout?.payments.find((payment) => payment.paymentType === 'EBT');
  const eligibleTotal = checkout?.paymentDetails.ebt.eligibleTotal ?? 0;
  // PAY-129: a balance the server reported when it refused the amount is newer than the checkout's.
  const balance = reportedBalance ?? ebt?.balance ?? eligibleTotal;
  const bounds = snapBounds({ authorizedAmount: ebt?.authorizedAmount ?? null, balance, eligibleTotal });
  const asked = chosen ?? ebt?.amount ?? eligibleTotal;
  // After a refusal for the balance, the form starts at what the card can still pay.
  const [typed, setTyped] = useState((reportedBalance === null ? asked : Math.min(asked, bounds.maximum)).toFixed(2));
  const [problem, setProblem] = useState<SnapAmountProblem | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = snapAmountProblem(typed, bounds);
    setProblem(found);
    if (!found) chooseSnapAmount(Number(typed.trim().replace(/^\$\s*/, '')));
  }
  return (
    <form noValidate onSubmit={submit} className={styles.form} data-part="snap-amount-form">
      <TextField
        label={labels.payment.snap.amountLabel}
        name="snapAmount"
        inputMode="decimal"
        prefix={labels.tip.currencyPrefix}
        value={typed}
        onValueChange={setTyped}
        error={problem ? snapMessage(problem, labels) : undefined}
      />
      <Button type="submit">{labels.payment.snap.amountDone}</Button>
    </form>
  );
}

/** PAY-113..119: 'Enter Your SNAP EBT PIN' with the secure PIN frame; code 75 locks it. */
function PinForm({ labels, onPinToken }: Pick<CheckoutModalsProps, 'labels' | 'onPinToken'>) {
  const pinProblem = useStore(checkoutStore, (state) => state.pinProblem);
  const pinRefusals = useStore(checkoutStore, (state) => state.pinRefusals);
  const isSubmitting = useStore(checkoutStore, (state) => state.isSubmitting);
  const handle = useRef<SecureFrameHandle | null>(null);
  const [frameFailed, setFrameFailed] = useState(false);
  const [frameRefusals, setFrameRefusals] = useState(0);
  const snap = labels.payment.snap;
  if (pinProblem === 'locked')
    return (
      <Alert tone="critical" toneLabel={labels.toneLabels.critical} isLive>
        {snap.pinLockedBody}
      </Alert>
    );
  async function submit(event: FormEvent) {
    event.preventDefault();
    setFrameFailed(false);
    const answer = await handle.current?.submit().catch(() => null);
    if (answer?.responseCode !== ACCEPTED || !answer.pinCheckoutId) {
      setFrameFailed(true);
      setFrameRefusals((count) => count + 1);
      return;
    }
    onPinToken(answer.pinCheckoutId);
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={styles.form} data-part="pin-form">
      {pinProblem === 'failed' || frameFailed ? (
        // Issue 20 (WCAG 4.1.3): a new alert for each refusal, so a second wrong PIN is announced again.
        <Alert key={pinRefusals + frameRefusals} tone="critical" toneLabel={labels.toneLabels.critical} isLive>
          {snap.pinFailed}
        </Alert>
      ) : null}
      <SecureCapture page="pin-form" purpose="add" labels={labels.wallet.frames.pin} handleRef={handle} />
      <Button type="submit" isBusy={isSubmitting} busyLabel={labels.placeOrder.submitting}>
        {snap.pinSubmit}
      </Button>
    </form>
  );
}

/** PRO-024..027: 'Remove flash sale items?' before a link leaves the page with flash-sale items in the order. */
function LeaveWarning({
  labels,
  navigate,
  isOpen,
}: {
  labels: CheckoutLabels;
  navigate: (url: string) => void;
  isOpen: boolean;
}) {
  const isUpdating = useStore(flashSaleStore, (state) => state.isUpdating);
  const problem = useStore(flashSaleStore, (state) => state.problem);
  const copy = labels.leaveWarning;
  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) keepFlashSaleItems();
      }}
      title={copy.title}
      closeLabel={labels.closeLabel}
      footer={
        <div className={styles.actions}>
          <Button
            onClick={() => void removeFlashSaleItemsAndLeave(navigate)}
            isBusy={isUpdating}
            data-part="remove-flash-sale-items"
          >
            {copy.remove}
          </Button>
          <Button variant="secondary" onClick={keepFlashSaleItems} data-part="keep-flash-sale-items">
            {copy.keep}
          </Button>
        </div>
      }
    >
      <p className={styles.rowText}>{copy.body}</p>
      {problem && isOpen ? (
        <Alert tone="critical" toneLabel={labels.toneLabels.critical} isLive>
          {flashSaleProblemText(problem, labels)}
        </Alert>
      ) : null}
    </Modal>
  );
}

/**
 * The page's modals: 'Order Timed Out' with 'Back to Scheduling' (PAY-149, PAY-150), the payment
 * update's retry modal (PAY-035, PAY-036), the SNAP EBT amount (PAY-120..126), the PIN (PAY-113..119) and the
 * flash-sale leave warning (PRO-024..027).
 * Their actions are real links where they leave the page.
 */
export function CheckoutModals({ labels, onPinToken, navigate }: CheckoutModalsProps) {
  const modal = useStore(checkoutStore, (state) => state.modal);
  const pinProblem = useStore(checkoutStore, (state) => state.pinProblem);
  const modality = useStore(checkoutStore, (state) => state.checkout?.modalityType ?? 'DELIVERY');
  const failedSnapCard = useStore(checkoutStore, (state) => snapPaymentOf(state.failedUpdate));
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
            <Link href={paths.cart}>{labels.payment.updateFailed.backToCart}</Link>
          </div>
        }
      >
        <p className={styles.rowText}>{labels.payment.updateFailed.body}</p>
      </Modal>
      {/*
        PAY-127, PAY-128: a failed update that charges a SNAP EBT card: try again, or take the card out of the
        payments (the page then sends the others on their own). Any other failed update is CBX-037's modal.
      */}
      <Modal
        open={modal === 'snapUpdateFailed'}
        onOpenChange={close}
        title={labels.payment.snap.errorTitle}
        closeLabel={labels.closeLabel}
        footer={
          <div className={styles.actions}>
            <Button onClick={() => void retryFailedUpdate()} data-part="retry-update">
              {labels.payment.snap.errorTryAgain}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                openModal(null);
                if (failedSnapCard) removeFromCheckout(failedSnapCard);
              }}
              data-part="remove-snap-card"
            >
              {labels.payment.snap.errorRemoveCard}
            </Button>
          </div>
        }
      >
        <p className={styles.rowText}>{labels.payment.updateFailed.body}</p>
      </Modal>
      <Modal
        open={modal === 'snapAmount'}
        onOpenChange={close}
        title={labels.payment.snap.amountHeading}
        closeLabel={labels.closeLabel}
      >
        {modal === 'snapAmount' ? <SnapAmountForm labels={labels} /> : null}
      </Modal>
      <Modal
        open={modal === 'pin'}
        onOpenChange={close}
        title={pinProblem === 'locked' ? labels.payment.snap.pinLockedHeading : labels.payment.snap.pinHeading}
        closeLabel={labels.closeLabel}
      >
        {modal === 'pin' ? <PinForm labels={labels} onPinToken={onPinToken} /> : null}
      </Modal>
      <LeaveWarning labels={labels} navigate={navigate} isOpen={modal === 'leaveWarning'} />
    </>
  );
}
