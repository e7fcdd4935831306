import { formatCopy } from '@aisle/banner-themes/copy';
import type { Modality } from '@aisle/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { api } from '../../lib/api/index.ts';
import { cartStore, loadCart } from '../../lib/stores/cart.ts';
import { loadSession, sessionStore, signOut } from '../../lib/stores/session.ts';
import {
  hydrateShoppingMode,
  loadShoppingMode,
  type ShoppingModeState,
  shoppingModeStore,
} from '../../lib/stores/shoppingMode.ts';
import * as styles from '../../styles/shell.css.ts';
import { isDeliveryResume } from '../selector/delivery/resume.ts';
import { openSelector, selectorStore } from '../selector/selectorStore.ts';
import * as header from './header.css.ts';
import type { HeaderLabels } from './headerCopy.ts';
import { CartIcon, PersonIcon, StoreIcon } from './icons.tsx';
import { SelectorHost } from './SelectorHost.tsx';
import { useDisclosure } from './useDisclosure.ts';

export type HeaderActionsProps = {
  labels: HeaderLabels;
  /** The banner's shopping modes, known at build time, so the button renders before the store is read. */
  modes: readonly Modality[];
};

/** The header's live controls: shopping mode, account menu and the cart link with its count. */
export function HeaderActions({ labels, modes }: HeaderActionsProps) {
  useEffect(() => {
    hydrateShoppingMode();
    loadSession().catch(() => undefined);
    void loadShoppingMode();
    loadCart().catch(() => undefined);
  }, []);
  return (
    <>
      {modes.length > 0 ? <ShoppingModeButton labels={labels} /> : null}
      <AccountMenu labels={labels} />
      <CartLink labels={labels} />
    </>
  );
}

type LabelProps = { labels: HeaderLabels };

/** The header's words for the shopper's mode: 'Pickup at {store}', 'Delivery to {address}'... */
export function shoppingModeLabel(labels: HeaderLabels, state: ShoppingModeState): string {
  const active = state.activeModality;
  if (!active) return labels.chooseMode;
  if (!active.label) return formatCopy(labels.shopping, { modality: labels.modalities[active.modalityType] });
  return formatCopy(labels.activeMode[active.modalityType], { store: active.label, address: active.label });
}

/**
 * The shopping-mode button: names the chosen mode and store (or delivery address) on every page and
 * opens the selector, which loads only then (its code and its copy, SelectorHost).
 */
function ShoppingModeButton({ labels }: LabelProps) {
  const state = useStore(shoppingModeStore);
  const isOpen = useStore(selectorStore, (selector) => selector.isOpen);
  useEffect(() => {
    // Content-only pages link here with ?shoppingMode=choose: they have no script to open the selector.
    if (new URLSearchParams(window.location.search).get('shoppingMode') === 'choose')
      openSelector({ origin: 'header' });
  }, []);
  return (
    <div
      className={`${styles.modeArea} ${header.modeArea}`}
      data-part="shopping-mode"
      data-modality={state.activeModality?.modalityType}
    >
      <button
        type="button"
        className={`${styles.headerControl} ${header.modeButton}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        data-part="shopping-mode-button"
        onClick={() => openSelector({ origin: 'header' })}
      >
        <StoreIcon />
        <span className={header.modeLabel} data-part="shopping-mode-label">
          {shoppingModeLabel(labels, state)}
        </span>
      </button>
      <DeliveryHold holdText={labels.holdUntil} />
      <SelectorHost />
    </div>
  );
}

/**
 * The held delivery time and the way back from the selector's sign-in screen (delivery/HeaderDelivery):
 * loaded only for a shopper with a Delivery address, or on that way back, so other pages do not pay for it.
 */
const LazyHeaderDelivery = lazy(async () => ({
  default: (await import('../selector/delivery/HeaderDelivery.tsx')).HeaderDelivery,
}));

function DeliveryHold({ holdText }: { holdText: string }) {
  const hasDeliveryAddress = useStore(shoppingModeStore, (state) => state.activeByType.DELIVERY !== undefined);
  const [isResume, setResume] = useState(false);
  useEffect(() => setResume(isDeliveryResume(window.location.search)), []);
  if (!hasDeliveryAddress && !isResume) return null;
  return (
    <Suspense fallback={null}>
      <LazyHeaderDelivery holdText={holdText} className={header.holdLine} />
    </Suspense>
  );
}

function AccountMenu({ labels }: LabelProps) {
  const session = useStore(sessionStore);
  const disclosure = useDisclosure();
  const [signInHref, setSignInHref] = useState('/signin');
  useEffect(() => {
    if (window.location.pathname.replace(/\/$/, '') !== '/signin') setSignInHref(api().signInUrl());
  }, []);
  if (session.status !== 'signedIn' || !session.shopper) {
    return (
      <a className={`${styles.headerControl} ${styles.accountArea}`} href={signInHref} data-part="sign-in">
        <PersonIcon />
        {labels.signIn}
      </a>
    );
  }
  return (
    <div className={`${styles.menu} ${styles.accountArea}`} ref={disclosure.rootRef} data-part="account-menu">
      <button className={styles.headerControl} {...disclosure.buttonProps}>
        <PersonIcon />
        {formatCopy(labels.greeting, { firstName: session.shopper.firstName })}
      </button>
      <ul className={styles.menuPanel} {...disclosure.panelProps} aria-label={labels.accountMenu}>
        <li>
          <a className={styles.menuItem} href="/account/dashboard">
            {labels.myAccount}
          </a>
        </li>
        <li>
          <a className={styles.menuItem} href="/mypurchases">
            {labels.purchases}
          </a>
        </li>
        <li>
          <button
            type="button"
            className={styles.menuItem}
            data-part="sign-out"
            onClick={() => {
              signOut()
                .catch(() => undefined)
                .finally(() => window.location.assign('/'));
            }}
          >
            {labels.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}

function CartLink({ labels }: LabelProps) {
  const modality = useStore(shoppingModeStore, (state) => state.modality);
  const counts = useStore(cartStore, (state) => state.counts);
  const count = modality ? counts[modality] : 0;
  // The name carries the count, 0 included, next to the words the link shows.
  const label = formatCopy(labels.cartWithCount, { count });
  return (
    <a className={`${styles.headerControl} ${styles.cartArea}`} href="/cart" data-part="cart-link" data-count={count}>
      <CartIcon />
      <span className={styles.visuallyHidden}>{label}</span>
      <span className={styles.wideOnly} aria-hidden="true">
        {labels.cart}
      </span>
      <span className={styles.cartCount} aria-hidden="true" data-part="cart-count">
        {count}
      </span>
    </a>
  );
}
