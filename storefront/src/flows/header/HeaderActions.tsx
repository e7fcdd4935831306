import { formatCopy } from '@aisle/banner-themes/copy';
import type { Modality } from '@aisle/contracts';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { api } from '../../lib/api/index.ts';
import { cartStore, loadCart } from '../../lib/stores/cart.ts';
import { loadSession, sessionStore, signOut } from '../../lib/stores/session.ts';
import { hydrateShoppingMode, setShoppingMode, shoppingModeStore } from '../../lib/stores/shoppingMode.ts';
import * as styles from '../../styles/shell.css.ts';
import type { HeaderLabels } from './headerCopy.ts';
import { CartIcon, PersonIcon, StoreIcon } from './icons.tsx';
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
    loadCart().catch(() => undefined);
  }, []);
  return (
    <>
      {modes.length > 0 ? <ShoppingModeMenu labels={labels} /> : null}
      <AccountMenu labels={labels} />
      <CartLink labels={labels} />
    </>
  );
}

type LabelProps = { labels: HeaderLabels };

function ShoppingModeMenu({ labels }: LabelProps) {
  const { modality, available } = useStore(shoppingModeStore);
  const disclosure = useDisclosure();
  const { setOpen } = disclosure;
  useEffect(() => {
    // Content-only pages link here with ?shoppingMode=choose: they have no script to open the menu.
    if (new URLSearchParams(window.location.search).get('shoppingMode') === 'choose') setOpen(true);
  }, [setOpen]);
  return (
    <div className={`${styles.menu} ${styles.modeArea}`} ref={disclosure.rootRef} data-part="shopping-mode">
      <button className={styles.headerControl} {...disclosure.buttonProps}>
        <StoreIcon />
        {modality ? formatCopy(labels.shopping, { modality: labels.modalities[modality] }) : labels.chooseMode}
      </button>
      <div className={`${styles.menuPanel} ${styles.menuPanelStart}`} {...disclosure.panelProps}>
        <p className={styles.menuTitle} id={`${disclosure.panelProps.id}-title`}>
          {labels.shoppingModeMenu}
        </p>
        <ul aria-labelledby={`${disclosure.panelProps.id}-title`} className={styles.menuList}>
          {available.map((option) => (
            <li key={option}>
              <button
                type="button"
                className={styles.menuItem}
                aria-pressed={option === modality}
                data-modality={option}
                onClick={() => {
                  setShoppingMode(option);
                  disclosure.close(true);
                }}
              >
                {labels.modalities[option]}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
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
