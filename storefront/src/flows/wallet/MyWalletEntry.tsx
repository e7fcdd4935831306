import { ButtonLink } from '@aisle/design-system/parts/Button/ButtonLink';
import { type ComponentType, useCallback, useEffect, useId, useState } from 'react';
import type { WalletLabels } from '../../lib/copy/wallet.ts';
import * as styles from './myWalletEntry.css.ts';

/** Where the entry's link leads before the island hydrates: `/mywallet` redirects to it too (WAL-005). */
export const myWalletHref = '/account/dashboard?link=mywallet';

type Root = ComponentType<{ labels: WalletLabels }>;

const loadRoot = () => import('./flyout/WalletRoot.tsx');

/**
 * The account home's wallet entry (My Wallet mode, WAL-002..004): a real link first, so a tap before
 * hydration still arrives (the page opens the wallet for `?link=mywallet`); once live, the flyout's code
 * loads with import() on the first open, so the page's first-load JS does not carry it.
 */
export function MyWalletEntry({ labels }: { labels: WalletLabels }) {
  const [Flyout, setFlyout] = useState<{ Root: Root } | null>(null);
  const id = useId();

  const open = useCallback(async () => {
    const module = await loadRoot();
    setFlyout({ Root: module.WalletRoot });
    module.openMyWallet(labels);
  }, [labels]);

  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('link') === 'mywallet') void open();
  }, [open]);

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`} data-part="my-wallet-entry">
      <h2 id={`${id}-heading`} className={styles.heading}>
        {labels.cardList.myWalletTitle}
      </h2>
      <ButtonLink
        href={myWalletHref}
        variant="secondary"
        onClick={(event) => {
          event.preventDefault();
          void open();
        }}
      >
        {labels.entry.open}
      </ButtonLink>
      {Flyout ? <Flyout.Root labels={labels} /> : null}
    </section>
  );
}
