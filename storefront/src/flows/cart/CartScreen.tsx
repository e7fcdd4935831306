import { formatPlural } from '@aisle/banner-themes/copy';
import type { Basket, Modality } from '@aisle/contracts';
import { SCHEDULING_PATHS } from '@aisle/contracts/orderRules';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { Link } from '@aisle/design-system/components/Link';
import { formatMoney } from '@aisle/design-system/format';
import { ButtonLink } from '@aisle/design-system/parts/Button/ButtonLink';
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { useStore } from 'zustand';
import { type CartLabels, fillLabel } from '../../lib/copy/cart.ts';
import { paths } from '../../lib/paths.ts';
import { cartStore, loadCart } from '../../lib/stores/cart.ts';
import { basketGateStore } from './basketGateStore.ts';
import { CartExtras } from './CartExtras.tsx';
import { CartRow } from './CartRow.tsx';
import * as styles from './cart.css.ts';
import { cartExtras, useDestinationSettled } from './cartExtrasLoad.ts';
import { cartLinesStore, showCart, showChangedBasket, shownBasket } from './cartLinesStore.ts';
import { type CartRemovalsState, cartRemovalsStore, focusDone, rowsWithRemovals } from './cartRemovals.ts';
import { RemovedLineList, RemovedLineRow } from './RemovedLine.tsx';

export type CartScreenProps = { labels: CartLabels };

/** `/scheduling?fulfillmentType=pickup|delivery`: the next step for the modes that schedule a time. */
export function continueHref(modality: Modality): string | null {
  return modality === 'PICKUP' || modality === 'DELIVERY' ? SCHEDULING_PATHS[modality] : null;
}

function Summary({ basket, labels, children }: { basket: Basket; labels: CartLabels; children?: ReactNode }) {
  const href = continueHref(basket.modality);
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-heading" data-part="summary">
      <h2 className={styles.summaryHeading} id="cart-summary-heading">
        {labels.summary.heading}
      </h2>
      <p className={styles.summaryRow}>
        <span>{formatPlural(labels.summary.itemCount, basket.itemCount)}</span>
      </p>
      <p className={styles.summaryRow} data-part="subtotal">
        <span>{labels.summary.subtotal}</span>
        <strong>{formatMoney(basket.subtotal)}</strong>
      </p>
      {href ? (
        <ButtonLink href={href} fullWidth data-part="continue">
          {labels.summary.continue}
        </ButtonLink>
      ) : null}
      <Link href={labels.gotEverythingHref} variant="standalone" data-part="got-everything">
        {labels.summary.gotEverything}
      </Link>
      {children}
    </section>
  );
}

/**
 * On phones: the subtotal and 'Continue' fixed at the bottom of the screen until the summary comes into view
 * (its own 'Continue' is then in reach). From the tablet on it is not drawn (cart.css.ts).
 */
function PhoneBar({ basket, labels }: { basket: Basket; labels: CartLabels }) {
  const [isSummaryInView, setSummaryInView] = useState(false);
  useEffect(() => {
    const summary = document.querySelector('[data-component="CartScreen"] [data-part="summary"]');
    if (!summary || typeof IntersectionObserver === 'undefined') return;
    // The last entry is the summary's present state: when the page's layout changed more than once before the
    // callback ran (a phone turned, a loaded machine), the entries list the states in order.
    const observer = new IntersectionObserver((entries) => setSummaryInView(entries.at(-1)?.isIntersecting ?? false));
    observer.observe(summary);
    return () => observer.disconnect();
  }, []);
  const href = continueHref(basket.modality);
  if (!href) return null;
  return (
    <div className={styles.phoneBar} data-part="phone-bar" hidden={isSummaryInView}>
      <p className={styles.phoneBarTotal}>
        <span>{formatPlural(labels.summary.itemCount, basket.itemCount)}</span>
        <strong>{`${labels.summary.subtotal} ${formatMoney(basket.subtotal)}`}</strong>
      </p>
      <ButtonLink href={href} data-part="phone-continue">
        {labels.summary.continue}
      </ButtonLink>
    </div>
  );
}

/**
 * Issue 20 (WCAG 2.4.3): after a line is removed or put back, focus goes to what took the place of the
 * control that was pressed (cartRemovals.ts), once it is drawn, instead of dropping to the page.
 */
function useRemovalFocus(focus: CartRemovalsState['focus']): void {
  useLayoutEffect(() => {
    if (!focus) return;
    const target =
      focus.target === 'undo'
        ? `[data-part="removed-line"][data-gtin13="${focus.gtin13}"] [data-part="undo"]`
        : `[data-part="line"][data-gtin13="${focus.gtin13}"] [data-part="${focus.part}"]`;
    const element = document.querySelector<HTMLElement>(`[data-component="CartScreen"] ${target}`);
    if (!element) return;
    element.focus();
    focusDone();
  });
}

/** What the screen's polite status says after a removal or an 'Undo'. */
function announcementText(announcement: CartRemovalsState['announcement'], labels: CartLabels): string {
  if (!announcement) return '';
  const template = announcement.kind === 'removed' ? labels.screen.removed : labels.screen.restored;
  return fillLabel(template, { item: announcement.item });
}

/** The other mode with items while the shopper shops this one (CART-011). */
function otherCartWith(counts: Record<Modality, number>, modality: Modality): boolean {
  return (Object.keys(counts) as Modality[]).some((other) => other !== modality && counts[other] > 0);
}

/**
 * The cart of the active shopping mode (spec cart-scheduling-checkout 2 "Cart"): its lines with quantity
 * steppers bounded by the product's maximum, removal, the substitution choice per line, the totals, the
 * empty state and 'Continue' to scheduling, with the other-cart and age-restricted banners.
 */
export function CartScreen({ labels }: CartScreenProps) {
  const gateStatus = useStore(basketGateStore, (state) => state.status);
  const gateBasket = useStore(basketGateStore, (state) => state.basket);
  const state = useStore(cartLinesStore);
  const counts = useStore(cartStore, (cart) => cart.counts);
  const removals = useStore(cartRemovalsStore, (removed) => removed.removals);
  const focus = useStore(cartRemovalsStore, (removed) => removed.focus);
  const announcement = useStore(cartRemovalsStore, (removed) => removed.announcement);
  useRemovalFocus(focus);
  const isDestinationSettled = useDestinationSettled(
    state.status === 'ready' ? shownBasket(state) : null,
    state.source === 'server',
  );
  // Again whenever the gate loads a basket (its 'Try again' included).
  useEffect(() => {
    if (gateStatus === 'loaded' && gateBasket !== undefined) void showCart();
  }, [gateStatus, gateBasket]);
  useEffect(() => {
    void loadCart().catch(() => undefined);
  }, []);
  if (gateStatus !== 'loaded') return null;
  if (state.status === 'error') {
    return (
      <Alert
        tone="critical"
        toneLabel={labels.errorLabel}
        isLive
        action={
          <Button variant="secondary" size="small" onClick={() => void showCart()}>
            {labels.reload}
          </Button>
        }
      >
        {labels.screen.loadFailed}
      </Alert>
    );
  }
  if (state.status !== 'ready' || !isDestinationSettled) {
    return (
      <p className={styles.secondary} role="status" data-component="CartScreen" data-state="loading">
        {labels.loading}
      </p>
    );
  }
  const basket = shownBasket(state);
  const modality = state.modality;
  const type = modality ? labels.modalities[modality] : '';
  const ageRestricted = basket?.items.some((line) => line.product.ageRestricted) ?? false;
  const otherCart = modality ? otherCartWith(counts, modality) : false;
  const isEmpty = !basket || basket.items.length === 0;
  // Loaded with a signed-in shopper's cart of lines (cartExtrasLoad.ts), before the screen shows.
  const UnavailablePanel = cartExtras()?.UnavailableItemsPanel;
  return (
    <div
      className={styles.screen}
      data-component="CartScreen"
      data-state={isEmpty ? 'empty' : 'lines'}
      data-source={state.source ?? undefined}
      data-modality={modality ?? undefined}
      aria-busy={state.pending.length > 0 || undefined}
    >
      {otherCart || ageRestricted ? (
        <div className={styles.notices}>
          {otherCart ? (
            <div data-part="other-cart">
              <Alert
                tone="info"
                toneLabel={labels.infoLabel}
                action={
                  <a href={`${paths.shoppingMode}?returnTo=${encodeURIComponent(paths.cart)}`}>
                    {labels.notices.changeHowYouShop}
                  </a>
                }
              >
                {fillLabel(labels.notices.otherCart, { type })}
              </Alert>
            </div>
          ) : null}
          {ageRestricted ? (
            <div data-part="age-restricted">
              <Alert tone="caution" toneLabel={labels.cautionLabel}>
                {labels.notices.ageRestricted}
              </Alert>
            </div>
          ) : null}
        </div>
      ) : null}
      {/* Drawn before anything is said in it; a new span per message, so a repeat is announced too. */}
      <p className={styles.visuallyHidden} role="status" data-part="cart-announcement">
        {announcement ? <span key={announcement.count}>{announcementText(announcement, labels)}</span> : null}
      </p>
      <CartExtras part="destination" basket={basket} labels={labels} isSignedIn={state.source === 'server'} />
      {isEmpty ? (
        <div className={styles.empty} data-part="empty">
          {removals.length > 0 ? <RemovedLineList removals={removals} labels={labels} /> : null}
          <p>{fillLabel(labels.empty, { type })}</p>
          <ButtonLink href="/" variant="secondary">
            {labels.startShopping}
          </ButtonLink>
        </div>
      ) : (
        <div className={styles.layout}>
          <table className={styles.table} aria-label={labels.screen.linesLabel} data-part="lines">
            <thead>
              <tr className={styles.headRow}>
                <th scope="col" className={styles.headCell}>
                  {labels.table.items}
                </th>
                <th scope="col" className={styles.headCell}>
                  {labels.table.quantity}
                </th>
                <th scope="col" className={styles.numericHead}>
                  {labels.table.totalPrice}
                </th>
              </tr>
            </thead>
            <tbody>
              {rowsWithRemovals(basket.items, removals).map((row) =>
                row.kind === 'removed' ? (
                  <RemovedLineRow key={`removed-${row.removal.line.gtin13}`} removal={row.removal} labels={labels} />
                ) : (
                  <CartRow
                    key={row.line.gtin13}
                    line={row.line}
                    labels={labels}
                    failure={state.failures[row.line.gtin13]}
                    canNameBackup={state.source === 'server'}
                    offersSubstitutions={basket.modality !== 'IN_STORE'}
                  />
                ),
              )}
            </tbody>
          </table>
          <Summary basket={basket} labels={labels}>
            <CartExtras part="promo" basket={basket} labels={labels} isSignedIn={state.source === 'server'} />
          </Summary>
          <PhoneBar basket={basket} labels={labels} />
        </div>
      )}
      {/* Below the lines: it arrives after them and moves nothing above it (CLS). */}
      {!isEmpty && state.source === 'server' && UnavailablePanel ? (
        <UnavailablePanel basket={basket} labels={labels.replacement} onBasketChange={showChangedBasket} />
      ) : null}
    </div>
  );
}
