import { formatCopy, formatPlural } from '@aisle/banner-themes/copy';
import { breakpoints } from '@aisle/banner-themes/layout';
import { Accordion } from '@aisle/design-system/components/Accordion';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Card } from '@aisle/design-system/components/Card';
import { Checkbox } from '@aisle/design-system/components/Checkbox';
import { CheckoutStepper } from '@aisle/design-system/components/CheckoutStepper';
import { ItemImageSummary } from '@aisle/design-system/components/ItemImageSummary';
import { Link } from '@aisle/design-system/components/Link';
import { OrderSummary } from '@aisle/design-system/components/OrderSummary';
import { TipSelector } from '@aisle/design-system/components/TipSelector';
import { ToastRegion } from '@aisle/design-system/components/Toast';
import { formatMoney } from '@aisle/design-system/format';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { orderRejectedHref } from '../../lib/checkoutLinks.ts';
import type { CheckoutLabels } from '../../lib/copy/checkout.ts';
import { HoldEnding } from '../../lib/hold/HoldEnding.tsx';
import * as holdStyles from '../../lib/hold/hold.css.ts';
import { paths } from '../../lib/paths.ts';
import { PromoCodeForm } from '../../lib/promo/PromoCodeForm.tsx';
import {
  heldWindowText,
  holdText,
  loadReservation,
  reservationStore,
  resetReservation,
  setReservation,
} from '../../lib/stores/reservation.ts';
import { isModifyMode, modifyProblemText } from '../modify/index.ts';
import { CardBox, type WalletContext, walletStore } from '../wallet/index.ts';
import type { CheckoutDrawersProps } from './CheckoutDrawers.tsx';
import { CheckoutLoading } from './CheckoutLoading.tsx';
import type { CheckoutModalsProps } from './CheckoutModals.tsx';
import * as styles from './checkout.css.ts';
import { setDoNotRingMarker } from './checkoutMemory.ts';
import { selectedPaymentsOf, syncPayments } from './checkoutPayments.ts';
import {
  canPlaceOrder,
  checkoutErrorCodes,
  deliveryTermsOf,
  displayPhone,
  instructionsPreview,
  mapsHref,
  schedulingHref,
  showsInstructions,
} from './checkoutRules.ts';
import {
  acceptTerms,
  checkoutStore,
  openDrawer,
  openModal,
  resetCheckout,
  type SubmitProblem,
} from './checkoutStore.ts';
import { changeCheckoutPromo, saveTip } from './checkoutUpdates.ts';
import {
  itemImagesOf,
  orderTotalOf,
  payingWithOf,
  paymentSummaryOf,
  pointsOf,
  savingsOf,
  showsHoldMessage,
  snapEligibleTotalOf,
  tipConfigOf,
} from './checkoutView.ts';
import { FlashSaleCard } from './FlashSaleCard.tsx';
import {
  flashSaleStore,
  loadFlashSales,
  resetFlashSales,
  showsFlashSales,
  warnBeforeLeaving,
} from './flashSaleStore.ts';
import { leavingHref } from './leavingLinks.ts';
import { loadCheckout } from './loadCheckout.ts';
import { placeOrder } from './placeOrder.ts';

export type CheckoutScreenProps = {
  labels: CheckoutLabels;
  /** PAY-006: the checkout id of `?orderId=`. */
  orderId: string | null;
  /** Where the page goes (tests and stories replace it). */
  navigate?: (url: string) => void;
};

/** The drawers and modals load on first use: they are not in the page's first script. */
type Overlays = {
  Drawers: ComponentType<CheckoutDrawersProps>;
  Modals: ComponentType<CheckoutModalsProps>;
};
const loadOverlays = (): Promise<Overlays> =>
  Promise.all([import('./CheckoutDrawers.tsx'), import('./CheckoutModals.tsx')]).then(([drawers, modals]) => ({
    Drawers: drawers.CheckoutDrawers,
    Modals: modals.CheckoutModals,
  }));

/**
 * PAY-004, GEN-060, GEN-061: one column with the mobile stepper below the tablet breakpoint (768 px), measured
 * again 200 ms after a resize.
 */
function useIsOneColumn(): boolean {
  const [isOneColumn, setIsOneColumn] = useState(
    () => typeof window !== 'undefined' && window.innerWidth < breakpoints.tablet,
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setIsOneColumn(window.innerWidth < breakpoints.tablet), 200);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return isOneColumn;
}

/** The words of a problem with placing the order, as the page shows them (ERR-024..032, PAY-046..048, MOD-013..032). */
export function problemText(
  problem: SubmitProblem,
  labels: CheckoutLabels,
  termsKind: 'partner' | 'provider' | null,
): string {
  switch (problem.kind) {
    case 'terms':
      return termsKind === 'provider'
        ? labels.validation.providerTermsRequired
        : labels.validation.partnerTermsRequired;
    case 'server':
      return problem.message;
    case 'createOrder':
      return labels.createOrderFailed;
    case 'generic':
      return problem.code
        ? `${labels.generic} ${formatCopy(labels.errorCode, { code: problem.code })}`
        : labels.generic;
    case 'modify':
      return modifyProblemText(problem.problem, {
        errors: labels.modify.errors,
        createOrderFailed: labels.createOrderFailed,
      });
    case 'contact':
      // PAY-046..048: a missing field is '{field} is a required field'; a phone that is there but wrong says so.
      return Object.entries(problem.fields)
        .map(([field, fieldProblem]) =>
          fieldProblem === 'phoneInvalid' || fieldProblem === 'nameTooLong'
            ? labels.validation[fieldProblem]
            : formatCopy(labels.validation.fieldRequired, {
                field: labels.fieldNames[field as 'firstName' | 'lastName' | 'phone'],
              }),
        )
        .join(' ');
  }
}

/** The page's own navigation: one function, so the load effect does not run again on every render. */
const assignLocation = (url: string) => window.location.assign(url);

/**
 * The checkout payment page (cart-scheduling-checkout 2 "Checkout payment page"): the stepper, 'Payment
 * details' and the time, Order Details with contact and instructions, Paying With (the wallet's card
 * box), Items, Flash Sales Available (a partner delivery), the tip, the delivery terms, the Order and Payment
 * Summaries and Place Order.
 */
export function CheckoutScreen({ labels, orderId, navigate = assignLocation }: CheckoutScreenProps) {
  const state = useStore(checkoutStore);
  const selection = useStore(walletStore, (wallet) => wallet.checkoutSelection);
  const walletCards = useStore(walletStore, (wallet) => wallet.cards);
  const flashSales = useStore(flashSaleStore, (flash) => flash.flashSales);
  const isOneColumn = useIsOneColumn();
  const [overlays, setOverlays] = useState<Overlays | null>(null);

  useEffect(() => {
    setDoNotRingMarker(labels.instructions.doNotRingMarker);
    void loadCheckout(orderId, navigate, undefined, { isModify: isModifyMode(window.location.search) });
    return () => {
      resetCheckout();
      resetFlashSales();
    };
  }, [orderId, labels, navigate]);

  // PRO-017: the checkout's flash sales, once it is read.
  const readyId = state.status === 'ready' ? state.checkout?.id : undefined;
  useEffect(() => {
    if (readyId) void loadFlashSales();
  }, [readyId]);

  // PRO-024: a link of the page (Back, Change Time, the logo...) asks first while flash-sale items are in the order.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const href = leavingHref(event, window.location);
      if (href && warnBeforeLeaving(href)) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  // The drawers and modals come in once something opens them (the contact drawer may open on load).
  useEffect(() => {
    if (!overlays && (state.drawer || state.modal)) void loadOverlays().then(setOverlays);
  }, [overlays, state.drawer, state.modal]);

  // Issue 20 (WCAG 2.2.1, PAY-149): the order's held time is timed on this page. A few minutes before it
  // ends the shopper is asked whether they need more time; when it ends (or has ended before the page
  // came) 'Order Timed Out' opens, before a payment is filled in for nothing. A modify checkout holds none.
  const heldPromiseId =
    state.status === 'ready' && state.checkout && !state.checkout.isModify && !state.isModify
      ? state.checkout.fulfillment.promise.id
      : null;
  const heldModality = state.checkout?.modalityType ?? 'DELIVERY';
  useEffect(() => {
    if (!heldPromiseId) return;
    const unsubscribe = reservationStore.subscribe((held, before) => {
      if (held.hasLapsed && !before.hasLapsed) openModal('timedOut');
    });
    void loadReservation(true, heldModality).then((read) => {
      if (read.status !== 'ready' || read.promise?.id === heldPromiseId) return;
      // Another time replaced it, or it ran out: this checkout's hold is gone.
      setReservation(null);
      openModal('timedOut');
    });
    return () => {
      unsubscribe();
      resetReservation();
    };
  }, [heldPromiseId, heldModality]);
  const heldHere = useStore(reservationStore, (held) =>
    held.promise && held.promise.id === heldPromiseId ? held.promise : null,
  );

  const checkout = state.checkout;
  const context = useMemo<WalletContext | null>(() => {
    if (!checkout) return null;
    const ebtTotal = snapEligibleTotalOf(checkout);
    return {
      isMyWallet: false,
      isFromCardBox: true,
      showSnapCards: ebtTotal > 0,
      showGiftCards: true,
      saveCardOptionEnabled: true,
      selectDefaultCardOnly: false,
      orderTotal: orderTotalOf(checkout),
      ebtTotal,
      hasSnapEligibleItems: ebtTotal > 0,
      payingWith: payingWithOf(checkout),
    };
  }, [checkout]);

  // PAY-123: SNAP EBT charges at most the lower of its balance (when the wallet knows it) and what the order
  // may pay with it; that is also what it charges until the shopper picks another amount.
  const snapBalance = walletCards.find((card) => card.id === selection.snapCards[0])?.balance;
  const snapDefault = context ? Math.min(context.ebtTotal, snapBalance ?? context.ebtTotal) : 0;
  // PAY-031..034: a changed selection in the card box updates the checkout's payments.
  const selectionKey = `${selection.bankCards.join()}|${selection.snapCards.join()}|${selection.giftCards.join()}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says the selection changed
  useEffect(() => {
    if (state.status !== 'ready' || !context) return;
    void syncPayments(selectedPaymentsOf(selection, state.snapAmount, snapDefault));
  }, [selectionKey, state.status, state.snapAmount, snapDefault]);

  if (state.status === 'loading' || state.status === 'redirecting') {
    return <CheckoutLoading label={labels.loading} />;
  }
  if (state.status === 'missing') {
    // ERR-024: the generic message with its code; issue 20: under a title that says the checkout is not
    // there, with the way to the cart instead of a Reload that cannot bring it back.
    return (
      <Alert
        tone="critical"
        toneLabel={labels.toneLabels.critical}
        title={labels.missing.title}
        isLive
        action={
          <Link href={paths.cart} data-part="go-to-cart">
            {labels.missing.goToCart}
          </Link>
        }
      >
        {`${labels.generic} ${formatCopy(labels.errorCode, { code: checkoutErrorCodes.missingCheckout })}`}
      </Alert>
    );
  }
  if (state.status === 'loadError' || !checkout || !context) {
    return (
      <Alert
        tone="critical"
        toneLabel={labels.toneLabels.critical}
        isLive
        action={
          <Button variant="secondary" size="small" onClick={() => void loadCheckout(orderId, navigate)}>
            {labels.reload}
          </Button>
        }
      >
        {labels.loadFailed}
      </Alert>
    );
  }

  const modality = checkout.modalityType;
  const contact = state.contact;
  const termsKind = deliveryTermsOf(modality, checkout.fulfillment.promise.vendorId);
  const tipConfig = tipConfigOf(checkout);
  const isModify = checkout.isModify || state.isModify;
  const bankCardId = selection.bankCards[0] ?? null;
  const selected = selectedPaymentsOf(selection, state.snapAmount, snapDefault);
  const selectedBank = walletCards.find((card) => card.id === bankCardId);
  const isUpdatePending = state.pendingUpdates > 0;
  const isPlaceable = canPlaceOrder({
    // CBX-023: a card without a billing address cannot pay; the card box says so (CBX-024). Nor can an
    // expired card; the message under the card box says so (PAY-093).
    hasBankCard: Boolean(bankCardId) && selectedBank?.hasBillingAddress !== false && !selectedBank?.isExpired,
    isUpdatePending,
    isSubmitting: state.isSubmitting,
  });
  const summary = labels.summary;
  const lines = paymentSummaryOf(checkout, {
    subtotal: summary.subtotal,
    pickupFee: summary.pickupFee,
    deliveryFee: summary.deliveryFee,
    tip: summary.tip,
    tax: summary.tax,
    total: summary.total,
  });
  const points = pointsOf(checkout);
  const instructionsText = state.instructions.text;
  const hasInstructions = showsInstructions(modality, labels.allowsPickupInstructions);
  const itemCount = checkout.lineItems.reduce((sum, line) => sum + line.quantity, 0);
  const promise = checkout.fulfillment.promise;
  // PAY-018: where the order goes, with a maps link built from its latitude,longitude.
  const maps = mapsHref(checkout.destination);
  const destinationText = [checkout.destination?.name, ...(checkout.destination?.lines ?? [])]
    .filter(Boolean)
    .join(', ');
  const problem = state.submitProblem;
  const checkoutId = checkout.id;

  function submit(encryptedPin?: string) {
    void placeOrder(selected, navigate, {
      rejectedHref: orderRejectedHref({ isModify, orderId: checkoutId }),
      modifyToasts: labels.modify.toasts,
      ...(encryptedPin ? { encryptedPin } : {}),
    });
  }
  const snapCharge = selected.snap
    ? (checkout.payments.find((payment) => payment.id === selected.snap?.id)?.amount ?? selected.snap.amount)
    : null;

  return (
    <div
      className={styles.screen}
      data-component="CheckoutScreen"
      data-state={state.isSubmitting ? 'submitting' : 'ready'}
    >
      <CheckoutStepper progress="pay" labels={labels.stepper} className={styles.wideStepper} />
      <CheckoutStepper progress="pay" variant="mobile" labels={labels.stepper} className={styles.mobileStepper} />
      <div className={styles.timeSlotBlock}>
        <p className={styles.timeSlot} data-part="time-slot">
          {heldWindowText(labels.timeSlot, promise, { modality: labels.modalities[modality] })}
        </p>
        {/* Which time is held, and until when: the same line as the header's for a held delivery time. */}
        {isModify ? null : (
          <p className={holdStyles.holdLine} role="status" data-part="hold-line">
            {heldHere ? holdText(labels.holdUntil, heldHere) : null}
          </p>
        )}
      </div>
      <HoldEnding
        labels={labels.holdEnding}
        chooseTime={
          <Link href={schedulingHref(modality)} variant="standalone" data-part="choose-time">
            {labels.holdEnding.chooseTime}
          </Link>
        }
      />
      <div className={styles.columns} data-layout={isOneColumn ? 'one-column' : 'two-columns'}>
        <div className={styles.column}>
          {isModify ? (
            <h2 className={styles.subheading} data-part="modify-heading">
              {labels.modify.heading}
            </h2>
          ) : null}
          <Card heading={labels.sections.orderDetails} headingLevel={2} data-part="order-details">
            <div className={styles.form}>
              <div className={styles.row}>
                <p className={styles.rowText}>{promise.displayString}</p>
                {isModify ? (
                  // Issue 20: a placed order's time changes here, at its own store or address (not the cart's scheduling).
                  <Button variant="tertiary" size="small" onClick={() => openDrawer('time')} data-part="change-time">
                    {labels.sections.changeTime}
                  </Button>
                ) : (
                  <Link href={schedulingHref(modality)} data-part="change-time">
                    {labels.sections.changeTime}
                  </Link>
                )}
              </div>
              {destinationText ? (
                <div className={styles.row} data-part="destination">
                  <p className={styles.rowText}>{destinationText}</p>
                  {maps ? (
                    <Link href={maps} target="_blank" newTabLabel={labels.links.opensNewTab} data-part="maps-link">
                      {labels.links.directions}
                    </Link>
                  ) : null}
                </div>
              ) : null}
              <div className={styles.row} data-part="contact-row">
                <div>
                  <h3 className={styles.subheading}>{labels.sections.contact}</h3>
                  <p className={styles.rowText}>
                    {[contact.firstName, contact.lastName].filter(Boolean).join(' ')}
                    {contact.phone ? ` · ${displayPhone(contact.phone)}` : ''}
                  </p>
                </div>
                <Button variant="tertiary" size="small" onClick={() => openDrawer('contact')} data-part="edit-contact">
                  {contact.firstName && contact.lastName ? labels.sections.edit : labels.sections.editInfo}
                </Button>
              </div>
              {hasInstructions ? (
                <div className={styles.row} data-part="instructions-row">
                  <div>
                    <h3 className={styles.subheading}>{labels.sections.instructions}</h3>
                    <p className={styles.rowText} data-part="instructions-preview">
                      {instructionsText ? instructionsPreview(instructionsText, isOneColumn) : labels.instructions.none}
                    </p>
                  </div>
                  <Button
                    variant="tertiary"
                    size="small"
                    onClick={() => openDrawer('orderInstructions')}
                    data-part="edit-instructions"
                  >
                    {instructionsText ? labels.sections.edit : labels.sections.addInstructions}
                  </Button>
                </div>
              ) : null}
            </div>
          </Card>
          <Card heading={labels.sections.payingWith} headingLevel={2} data-part="paying-with">
            <CardBox labels={labels.wallet} context={context} hideTitle isUpdatePending={state.pendingUpdates > 0} />
            {snapCharge !== null ? (
              <div className={styles.row} data-part="snap-charge">
                <p className={styles.rowText}>
                  {formatCopy(labels.payment.sections.snapCharge, { amount: formatMoney(snapCharge) })}
                </p>
                <Button variant="tertiary" size="small" onClick={() => openModal('snapAmount')}>
                  {labels.payment.sections.changeSnapAmount}
                </Button>
              </div>
            ) : null}
            {selectedBank?.isExpired ? (
              <Alert tone="critical" toneLabel={labels.toneLabels.critical}>
                {labels.payment.cardUse.expiredMethod}
              </Alert>
            ) : null}
          </Card>
          <Card heading={labels.sections.items} headingLevel={2} data-part="items">
            <div className={styles.row}>
              <p className={styles.rowText}>{formatPlural(labels.sections.itemCount, itemCount)}</p>
              <Button variant="tertiary" size="small" onClick={() => openDrawer('items')} data-part="view-items">
                {labels.sections.viewItems}
              </Button>
            </div>
            <ItemImageSummary items={itemImagesOf(checkout, state.basket, flashSales)} labels={labels.itemImages} />
          </Card>
          {showsFlashSales(checkout) ? <FlashSaleCard labels={labels} /> : null}
          {tipConfig.isEligible ? (
            <Card data-part="tip">
              {/* PAY-072, PAY-073: the tip section opens and closes, and is open when the page opens. */}
              <Accordion
                type="single"
                defaultValue="tip"
                headingLevel={2}
                items={[
                  {
                    value: 'tip',
                    title: labels.tip.heading,
                    content: (
                      <div className={styles.form}>
                        <p className={styles.muted}>{labels.tip.note}</p>
                        {/* PAY-074: in modify mode the order's tip is shown as text, not offered as choices. */}
                        {isModify ? (
                          <p data-part="tip-read-only">
                            {formatCopy(labels.tip.readOnly, {
                              amount: formatMoney(checkout.paymentDetails.gratuityAmount),
                            })}
                          </p>
                        ) : (
                          <TipSelector
                            suggestions={tipConfig.suggestions}
                            subtotal={tipConfig.subtotal}
                            maxTip={tipConfig.maxTip}
                            value={state.tip}
                            onValueChange={(value) => void saveTip(value)}
                            labels={labels.tipSelector}
                          />
                        )}
                        {state.tipStatus === 'error' ? (
                          <Alert tone="critical" toneLabel={labels.toneLabels.critical} isLive>
                            {labels.tipFailed}
                          </Alert>
                        ) : null}
                        {/* PAY-024: the custom tip in its own drawer, with 'Update Tip Amount' (not in modify mode). */}
                        {isModify ? null : (
                          <div>
                            <Button
                              variant="tertiary"
                              size="small"
                              onClick={() => openDrawer('gratuity')}
                              data-part="custom-tip"
                            >
                              {labels.drawer.gratuityTitle}
                            </Button>
                          </div>
                        )}
                      </div>
                    ),
                  },
                ]}
              />
            </Card>
          ) : null}
        </div>
        <div className={styles.column}>
          {isModify ? null : (
            <PromoCodeForm
              applied={checkout.priceAdjustment.promos}
              pending={state.promoPending}
              labels={labels}
              onApply={(typed) => changeCheckoutPromo('Add', typed)}
              onRemove={(code) => changeCheckoutPromo('Remove', code)}
            />
          )}
          <OrderSummary
            title={labels.orderSummary.title}
            lines={[{ type: 'SUBTOTAL', amount: checkout.summary.cost.itemTotal, description: summary.itemsSubtotal }]}
            savings={savingsOf(checkout)}
            points={
              points > 0
                ? {
                    description: labels.orderSummary.pointsDescription,
                    value: formatCopy(labels.orderSummary.points, { points }),
                  }
                : null
            }
            labels={labels.orderSummary}
            data-part="order-summary"
          />
          <OrderSummary
            title={labels.orderSummary.paymentTitle}
            lines={lines}
            labels={labels.orderSummary}
            data-part="payment-summary"
          />
          {checkout.summary.bagFeeApplies ? (
            <p className={styles.summaryNote} data-part="bag-fee">
              {labels.summary.bagFee}
            </p>
          ) : null}
          {showsHoldMessage(checkout) ? (
            <p className={styles.summaryNote} data-part="card-hold">
              {labels.summary.cardHold}
            </p>
          ) : null}
          {termsKind ? (
            <Checkbox
              label={termsKind === 'partner' ? labels.deliveryTerms.partner : labels.deliveryTerms.provider}
              checked={state.isTermsAccepted}
              onCheckedChange={acceptTerms}
              error={problem?.kind === 'terms' ? problemText(problem, labels, termsKind) : undefined}
              data-part="delivery-terms"
            />
          ) : null}
          {problem && problem.kind !== 'terms' ? (
            <Alert tone="critical" toneLabel={labels.toneLabels.critical} isLive>
              {problemText(problem, labels, termsKind)}
            </Alert>
          ) : null}
          <div className={styles.actions}>
            <Button
              fullWidth
              onClick={() => submit()}
              // While the order is placed the button is busy (aria-disabled, taps ignored) rather than
              // disabled, so it keeps the focus and a refusal leaves the shopper on it (WCAG 2.4.3).
              disabled={!isPlaceable && !state.isSubmitting}
              isBusy={state.isSubmitting}
              busyLabel={isModify ? labels.modify.submitting : labels.placeOrder.submitting}
              data-part="place-order"
            >
              {isModify
                ? state.isSubmitting
                  ? labels.modify.submitting
                  : labels.modify.submit
                : state.isSubmitting
                  ? labels.placeOrder.submitting
                  : labels.placeOrder.submit}
            </Button>
          </div>
          <ul className={styles.links}>
            <li>
              <Link href={labels.hrefs.faq}>{labels.links.faq}</Link>
            </li>
            <li>
              <Link href={labels.hrefs.privacyPolicy}>{labels.links.privacyPolicy}</Link>
            </li>
            {termsKind === 'partner' ? (
              <li>
                <Link href={labels.hrefs.partnerTerms}>{labels.links.partnerTerms}</Link>
              </li>
            ) : null}
            {context.ebtTotal > 0 ? (
              <li>
                {/* GEN-010: for an order SNAP EBT can pay for. */}
                <Link href={labels.hrefs.snapFaq}>{labels.payment.sections.snapFaq}</Link>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      {overlays ? (
        <>
          <overlays.Drawers labels={labels} />
          <overlays.Modals labels={labels} onPinToken={submit} navigate={navigate} />
        </>
      ) : null}
      <ToastRegion label={labels.toast.regionLabel} dismissLabel={labels.toast.dismissLabel} />
    </div>
  );
}
