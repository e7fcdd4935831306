import { formatCopy, formatPlural } from '@aisle/banner-themes/copy';
import type { Modality } from '@aisle/contracts';
import { type ComponentType, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { api } from '../../lib/api/index.ts';
import type { HeaderLabels } from '../../lib/copy/header.ts';
import { paths } from '../../lib/paths.ts';
import { cartStore, loadCart } from '../../lib/stores/cart.ts';
import { loadSession, sessionStore, signOut } from '../../lib/stores/session.ts';
import {
  hydrateShoppingMode,
  loadShoppingMode,
  type ShoppingModeState,
  shoppingModeStore,
} from '../../lib/stores/shoppingMode.ts';
import { useLazyScreen } from '../../lib/useLazyScreen.ts';
import * as styles from '../../styles/shell.css.ts';
import { DeliveryHold, openSelector, SelectorHost, selectorStore, shoppingModePagePath } from '../selector/index.ts';
import * as header from './header.css.ts';
import { CartIcon, PersonIcon, StoreIcon } from './icons.tsx';
import { useDisclosure } from './useDisclosure.ts';

export type HeaderActionsProps = {
  labels: HeaderLabels;
  /** The banner's shopping modes, known at build time, so the button renders before the store is read. */
  modes: readonly Modality[];
  /** The page's own path when the build knows it (not for parameterised routes): where the selector's page returns. */
  pagePath?: string;
};

/** The header's live controls: shopping mode, account menu and the cart link with its count. */
export function HeaderActions({ labels, modes, pagePath }: HeaderActionsProps) {
  useEffect(() => {
    hydrateShoppingMode();
    loadSession().catch(() => undefined);
    void loadShoppingMode();
    loadCart().catch(() => undefined);
  }, []);
  useSearchSuggestions(labels.suggestions);
  return (
    <>
      {modes.length > 0 ? <ShoppingModeButton labels={labels} pagePath={pagePath} /> : null}
      <AccountMenu labels={labels} />
      <CartLink labels={labels} />
    </>
  );
}

type LabelProps = { labels: HeaderLabels };

/**
 * The search box's suggestions (suggestions/searchCombobox.ts), fetched the first time the shopper focuses or types in
 * the box: nothing of them loads before that. The box is the server's plain GET form, which works alone
 * meanwhile (and on the content pages, which load no island).
 */
function useSearchSuggestions(labels: HeaderLabels['suggestions']): void {
  useEffect(() => {
    const input = document.getElementById('site-search');
    if (!(input instanceof HTMLInputElement)) return;
    let detach: (() => void) | undefined;
    let isGone = false;
    const load = () => {
      input.removeEventListener('focus', load);
      input.removeEventListener('input', load);
      import('./suggestions/searchCombobox.ts')
        .then(({ attachSearchSuggestions }) => {
          if (!isGone) detach = attachSearchSuggestions(input, labels);
        })
        .catch(() => undefined);
    };
    if (document.activeElement === input) load();
    else {
      input.addEventListener('focus', load);
      input.addEventListener('input', load);
    }
    return () => {
      isGone = true;
      input.removeEventListener('focus', load);
      input.removeEventListener('input', load);
      detach?.();
    };
  }, [labels]);
}

/** The header's words for the shopper's mode: 'Pickup at {store}', 'Delivery to {address}'... */
export function shoppingModeLabel(labels: HeaderLabels, state: ShoppingModeState): string {
  const active = state.activeModality;
  if (!active) return labels.chooseMode;
  if (!active.label) return formatCopy(labels.shopping, { modality: labels.modalities[active.modalityType] });
  return formatCopy(labels.activeMode[active.modalityType], { store: active.label, address: active.label });
}

/**
 * The shopping-mode control: names the chosen mode and store (or delivery address) on every page. It is a
 * link to the selector's own page (SEL-001's page panel), so the first tap works before this island has
 * hydrated; once it has, the tap opens the selector as a modal instead, loaded only then (SelectorHost).
 */
function ShoppingModeButton({ labels, pagePath }: LabelProps & { pagePath?: string }) {
  const state = useStore(shoppingModeStore);
  const isOpen = useStore(selectorStore, (selector) => selector.isOpen);
  const [href, setHref] = useState(() => shoppingModePagePath(pagePath));
  useEffect(() => setHref(shoppingModePagePath(`${window.location.pathname}${window.location.search}`)), []);
  return (
    <div
      className={`${styles.modeArea} ${header.modeArea}`}
      data-part="shopping-mode"
      data-modality={state.activeModality?.modalityType}
    >
      <a
        href={href}
        className={`${styles.headerControl} ${header.modeButton}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        data-part="shopping-mode-button"
        onClick={(event) => {
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          openSelector({ origin: 'header' });
        }}
      >
        <StoreIcon />
        <span className={header.modeLabel} data-part="shopping-mode-label">
          {shoppingModeLabel(labels, state)}
        </span>
      </a>
      <DeliveryHold holdText={labels.holdUntil} holdEnding={labels.holdEnding} className={header.holdLine} />
      <SelectorHost />
    </div>
  );
}

function AccountMenu({ labels }: LabelProps) {
  const session = useStore(sessionStore);
  const disclosure = useDisclosure();
  const [signInHref, setSignInHref] = useState<string>(paths.signIn);
  useEffect(() => {
    if (window.location.pathname.replace(/\/$/, '') !== paths.signIn) setSignInHref(api().signInUrl());
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

type CartInReachProps = { labels: HeaderLabels; count: number; added: string };
const loadCartInReach = (): Promise<ComponentType<CartInReachProps>> =>
  import('./CartInReach.tsx').then((module) => module.CartInReach);

/** Loaded with the page's first add (a tap), not before: most pages never need it. */
function LazyCartInReach(props: CartInReachProps) {
  const { loaded } = useLazyScreen(loadCartInReach);
  return loaded && 'Screen' in loaded ? <loaded.Screen {...props} /> : null;
}

function CartLink({ labels }: LabelProps) {
  const modality = useStore(shoppingModeStore, (state) => state.modality);
  const counts = useStore(cartStore, (state) => state.counts);
  const lastAdded = useStore(cartStore, (state) => state.lastAdded);
  const count = modality ? counts[modality] : 0;
  // The name carries the count, 0 included, next to the words the link shows.
  const label = formatPlural(labels.cartWithCount, count);
  return (
    <>
      <a
        className={`${styles.headerControl} ${styles.cartArea}`}
        href={paths.cart}
        data-part="cart-link"
        data-count={count}
      >
        <CartIcon />
        <span className={styles.visuallyHidden}>{label}</span>
        <span className={styles.wideOnly} aria-hidden="true">
          {labels.cart}
        </span>
        <span className={styles.cartCount} aria-hidden="true" data-part="cart-count">
          {count}
        </span>
      </a>
      {lastAdded && lastAdded.modality === modality ? (
        <LazyCartInReach labels={labels} count={count} added={lastAdded.name} />
      ) : null}
    </>
  );
}
