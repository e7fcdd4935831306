import { formatCopy, formatPlural } from '@aisle/banner-themes/copy';
import { useEffect, useState } from 'react';
import type { HeaderLabels } from '../../lib/copy/header.ts';
import { paths } from '../../lib/paths.ts';
import * as styles from '../../styles/shell.css.ts';
import * as reach from './cartInReach.css.ts';
import { CartIcon } from './icons.tsx';

/** Whether the header's own cart link is on screen; true until the browser says otherwise. */
function useHeaderCartInView(): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const headerCart = document.querySelector('[data-part="cart-link"]');
    if (!headerCart || typeof IntersectionObserver === 'undefined') return;
    // The last entry is the present state (entries list every change since the last callback, oldest first).
    const observer = new IntersectionObserver((entries) => setInView(entries.at(-1)?.isIntersecting ?? true));
    observer.observe(headerCart);
    return () => observer.disconnect();
  }, []);
  return inView;
}

/**
 * The cart kept in reach (issue 22): once a product is added while the header is scrolled away, a link to
 * the cart with its count and the product just added stays at the bottom of the screen until the header's
 * cart is back in view. The card's own status line already said 'Added …' to screen readers (politely);
 * here the words are for the eyes and the link's name is the header's 'Cart, 3 items'.
 */
export function CartInReach({ labels, count, added }: { labels: HeaderLabels; count: number; added: string }) {
  const headerInView = useHeaderCartInView();
  // On the cart pages the cart is the page itself.
  const isOnCart = ([paths.cart, paths.shoppingCart] as string[]).includes(window.location.pathname.replace(/\/$/, ''));
  const isShown = !headerInView && !isOnCart;
  useEffect(() => {
    if (!isShown) return;
    // Keyboard focus is scrolled clear of the card, never under it (WCAG 2.4.11).
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = reach.reservedBlockEnd;
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, [isShown]);
  if (!isShown) return null;
  return (
    <a className={reach.cartInReach} href={paths.cart} data-part="cart-in-reach" data-count={count}>
      <CartIcon />
      <span className={styles.visuallyHidden}>{formatPlural(labels.cartWithCount, count)}</span>
      <span className={reach.added} aria-hidden="true">
        {formatCopy(labels.addedToCart, { product: added })}
      </span>
      <span className={styles.cartCount} aria-hidden="true">
        {count}
      </span>
    </a>
  );
}
