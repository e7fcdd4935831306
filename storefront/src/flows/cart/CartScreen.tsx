import { formatPlural } from '@aisle/banner-themes/copy';
import type { Basket, BasketLine, Modality, SubstitutionPolicy } from '@aisle/contracts';
import { SCHEDULING_PATHS } from '@aisle/contracts/orderRules';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { IconButton } from '@aisle/design-system/components/IconButton';
import { Link } from '@aisle/design-system/components/Link';
import { Select } from '@aisle/design-system/components/Select';
import { formatMoney } from '@aisle/design-system/format';
import { ButtonLink } from '@aisle/design-system/parts/Button/ButtonLink';
import { type ReactNode, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { type CartLabels, fillLabel } from '../../lib/copy/cart.ts';
import { cartStore, loadCart } from '../../lib/stores/cart.ts';
import { UnavailableItemsPanel } from '../replacements/index.ts';
import { basketGateStore } from './basketGateStore.ts';
import { CartExtras } from './CartExtras.tsx';
import * as styles from './cart.css.ts';
import {
  backupCandidates,
  type ChangeFailure,
  cartLinesStore,
  changeLine,
  showCart,
  showChangedBasket,
  shownBasket,
} from './cartLinesStore.ts';
import { useDestinationSettled } from './DeliveryDestination.tsx';

export type CartScreenProps = { labels: CartLabels };

/** `/scheduling?fulfillmentType=pickup|delivery`: the next step for the modes that schedule a time. */
export function continueHref(modality: Modality): string | null {
  return modality === 'PICKUP' || modality === 'DELIVERY' ? SCHEDULING_PATHS[modality] : null;
}

function failureText(failure: ChangeFailure, labels: CartLabels): string {
  if (failure.reason === 'limit') return fillLabel(labels.item.maxQuantity, { max: failure.maxQuantity });
  if (failure.reason === 'offline') return labels.offline;
  if (failure.reason === 'connection') return labels.connection;
  return labels.generic;
}

function substitutionText(line: BasketLine, labels: CartLabels): string {
  if (line.substitutionPolicy === 'NONE') return labels.substitution.notAllowed;
  if (line.substitutionPolicy === 'CUSTOMER_CHOICE' && line.substitutionItem) {
    return fillLabel(labels.substitution.backupItem, { item: line.substitutionItem.name });
  }
  return labels.substitution.allowed;
}

type Candidates =
  | { status: 'loading' }
  | { status: 'ready'; items: Array<{ gtin13: string; name: string }> }
  | { status: 'failed' };

/** CART-008: the backup item of a CUSTOMER_CHOICE line, among the other products of its department. */
function BackupPicker({ line, labels }: { line: BasketLine; labels: CartLabels }) {
  const [candidates, setCandidates] = useState<Candidates>({ status: 'loading' });
  const { gtin13, departmentId } = { gtin13: line.gtin13, departmentId: line.product.departmentId };
  useEffect(() => {
    let isCurrent = true;
    backupCandidates(gtin13, departmentId).then(
      (items) => isCurrent && setCandidates({ status: 'ready', items }),
      () => isCurrent && setCandidates({ status: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [gtin13, departmentId]);
  const item = line.product.name;
  if (candidates.status === 'failed') {
    return (
      <p className={styles.lineError} role="alert">
        {labels.connection}
      </p>
    );
  }
  const chosen = line.substitutionItem;
  const items = candidates.status === 'ready' ? candidates.items : chosen ? [chosen] : [];
  const options = items.map((candidate) => ({ value: candidate.gtin13, label: candidate.name }));
  if (chosen && !options.some((option) => option.value === chosen.gtin13)) {
    options.unshift({ value: chosen.gtin13, label: chosen.name });
  }
  return (
    <Select
      label={fillLabel(labels.substitution.backupLabel, { item })}
      placeholder={labels.substitution.backupPlaceholder}
      options={options}
      value={chosen?.gtin13 ?? ''}
      data-part="backup"
      aria-busy={candidates.status === 'loading' || undefined}
      onValueChange={(value) => {
        const picked = options.find((option) => option.value === value);
        if (!picked) return;
        void changeLine({
          kind: 'substitution',
          gtin13: line.gtin13,
          substitutionPolicy: 'CUSTOMER_CHOICE',
          substitutionItem: { gtin13: picked.value, name: picked.label },
        });
      }}
    />
  );
}

function CartRow({
  line,
  labels,
  failure,
  canNameBackup,
  offersSubstitutions,
}: {
  line: BasketLine;
  labels: CartLabels;
  failure?: ChangeFailure;
  /** Signed in: the server keeps a named backup item (a guest's cart keeps the policy only). */
  canNameBackup: boolean;
  /** Someone else picks the items (Pickup, Delivery); shopping In Store, the shopper does, so nothing is substituted. */
  offersSubstitutions: boolean;
}) {
  const item = line.product.name;
  const atMax = line.quantity >= line.product.maxQuantity;
  const errorId = `cart-line-error-${line.gtin13}`;
  const [isChoosingBackup, setChoosingBackup] = useState(false);
  const hasBackup = line.substitutionPolicy === 'CUSTOMER_CHOICE' && line.substitutionItem !== null;
  const showsPicker = canNameBackup && (isChoosingBackup || hasBackup);
  const options: { value: SubstitutionPolicy; label: string }[] = [
    { value: 'SHOPPER_CHOICE', label: labels.substitution.allowed },
    ...(canNameBackup || line.substitutionItem
      ? [
          {
            value: 'CUSTOMER_CHOICE' as const,
            label: line.substitutionItem
              ? fillLabel(labels.substitution.backupItem, { item: line.substitutionItem.name })
              : labels.substitution.chooseBackup,
          },
        ]
      : []),
    { value: 'NONE', label: labels.substitution.notAllowed },
  ];
  return (
    <tr className={styles.row} data-part="line" data-gtin13={line.gtin13}>
      <td className={styles.itemCell}>
        <div className={styles.item}>
          <img className={styles.image} src={line.product.imageUrl} alt="" width={64} height={64} loading="lazy" />
          <div className={styles.itemText}>
            <p className={styles.name}>{item}</p>
            <p className={styles.secondary} data-part="unit-label">
              {line.product.unitLabel} ·{' '}
              {fillLabel(labels.item.unitPrice, { price: formatMoney(line.product.promoPrice ?? line.product.price) })}
            </p>
            {offersSubstitutions ? (
              <p className={styles.secondary} data-part="substitution-text">
                {substitutionText(line, labels)}
              </p>
            ) : null}
            {line.instructions ? (
              <p className={styles.secondary} data-part="instructions">
                {fillLabel(labels.item.instructions, { instructions: line.instructions })}
              </p>
            ) : null}
            {offersSubstitutions ? (
              <div className={styles.substitution}>
                <Select
                  label={fillLabel(labels.screen.substitutionLabel, { item })}
                  options={options}
                  value={isChoosingBackup && !hasBackup ? 'CUSTOMER_CHOICE' : line.substitutionPolicy}
                  data-part="substitution"
                  onValueChange={(value) => {
                    if (value === 'CUSTOMER_CHOICE' && !line.substitutionItem) {
                      setChoosingBackup(true);
                      return;
                    }
                    setChoosingBackup(false);
                    void changeLine({
                      kind: 'substitution',
                      gtin13: line.gtin13,
                      substitutionPolicy: value as SubstitutionPolicy,
                      ...(value === 'CUSTOMER_CHOICE' && line.substitutionItem
                        ? { substitutionItem: line.substitutionItem }
                        : {}),
                    });
                  }}
                />
                {showsPicker ? <BackupPicker line={line} labels={labels} /> : null}
              </div>
            ) : null}
          </div>
        </div>
      </td>
      <td className={styles.quantityCell}>
        <div className={styles.quantityControls}>
          <fieldset className={styles.stepper} data-part="stepper" aria-describedby={failure ? errorId : undefined}>
            <legend className={styles.visuallyHidden}>{fillLabel(labels.item.quantityLabel, { item })}</legend>
            <IconButton
              size="small"
              label={
                line.quantity <= 1 ? fillLabel(labels.item.remove, { item }) : fillLabel(labels.item.decrease, { item })
              }
              data-part="decrease"
              onClick={() =>
                void changeLine(
                  line.quantity <= 1
                    ? { kind: 'remove', gtin13: line.gtin13 }
                    : { kind: 'quantity', gtin13: line.gtin13, quantity: line.quantity - 1 },
                )
              }
            >
              <span className={styles.glyph}>−</span>
            </IconButton>
            <output className={styles.quantityValue} data-part="quantity" aria-live="polite">
              {line.quantity}
            </output>
            <IconButton
              size="small"
              label={fillLabel(labels.item.increase, { item })}
              data-part="increase"
              aria-disabled={atMax || undefined}
              onClick={() => void changeLine({ kind: 'quantity', gtin13: line.gtin13, quantity: line.quantity + 1 })}
            >
              <span className={styles.glyph}>+</span>
            </IconButton>
          </fieldset>
          {atMax && !failure ? (
            <p className={styles.secondary} data-part="max-note">
              {fillLabel(labels.item.maxQuantity, { max: line.product.maxQuantity })}
            </p>
          ) : null}
          {failure ? (
            <p className={styles.lineError} id={errorId} role="alert" data-part="line-error">
              {failureText(failure, labels)}
            </p>
          ) : null}
          <Button
            variant="tertiary"
            size="small"
            data-part="remove"
            aria-label={fillLabel(labels.item.remove, { item })}
            onClick={() => void changeLine({ kind: 'remove', gtin13: line.gtin13 })}
          >
            {labels.screen.removeLabel}
          </Button>
        </div>
      </td>
      <td className={styles.priceCell}>
        <p className={styles.price} data-part="line-total">
          {formatMoney(line.lineTotal)}
        </p>
      </td>
    </tr>
  );
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
    const observer = new IntersectionObserver(([entry]) => setSummaryInView(entry?.isIntersecting ?? false));
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
                  <a href={`/shopping-mode?returnTo=${encodeURIComponent('/cart')}`}>
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
      <p className={styles.visuallyHidden} role="status">
        {state.lastRemoved ? fillLabel(labels.screen.removed, { item: state.lastRemoved }) : ''}
      </p>
      <CartExtras part="destination" basket={basket} labels={labels} isSignedIn={state.source === 'server'} />
      {isEmpty ? (
        <div className={styles.empty} data-part="empty">
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
              {basket.items.map((line) => (
                <CartRow
                  key={line.gtin13}
                  line={line}
                  labels={labels}
                  failure={state.failures[line.gtin13]}
                  canNameBackup={state.source === 'server'}
                  offersSubstitutions={basket.modality !== 'IN_STORE'}
                />
              ))}
            </tbody>
          </table>
          <Summary basket={basket} labels={labels}>
            <CartExtras part="promo" basket={basket} labels={labels} isSignedIn={state.source === 'server'} />
          </Summary>
          <PhoneBar basket={basket} labels={labels} />
        </div>
      )}
      {/* Below the lines: it arrives after them and moves nothing above it (CLS). */}
      {!isEmpty && state.source === 'server' ? (
        <UnavailableItemsPanel basket={basket} labels={labels.replacement} onBasketChange={showChangedBasket} />
      ) : null}
    </div>
  );
}
