import { formatCopy } from '@aisle/banner-themes/copy';
import type { Membership, MembershipItem } from '@aisle/contracts';
import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { formatMoney, formatOrderDate } from '@aisle/design-system/format';
import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { api } from '../../lib/api/index.ts';
import type { AccountMembershipLabels } from '../../lib/copy/account.ts';
import { sessionStore } from '../../lib/stores/session.ts';
import * as styles from './account.css.ts';
import { loadFailureOf } from './smsPreferences.ts';

export type MembershipPageProps = { labels: AccountMembershipLabels };

type Loaded =
  | { status: 'loading' }
  | { status: 'loaded'; membership: Membership }
  | { status: 'error'; failure: 'connection' | 'generic' };

/** '$12.95 every 30 days' or '$99.00 every 365 days' (ACC-176, ACC-177). */
export function priceLine(labels: AccountMembershipLabels, item: MembershipItem, price: number): string {
  const data = item.product.computedMembershipItemData;
  const template = data.renewalDurationQuantity === 12 ? labels.pricePer365Days : labels.pricePer30Days;
  return formatCopy(template, { price: formatMoney(price) });
}

/**
 * `/membership` (ACC-006): a member's plan in the banner's title (ACC-184, ACC-185), when it renews and
 * for how much, a free trial's first charge, or, once cancelled, when it ends and the date to renew by
 * (ACC-044..046); a shopper without a membership sees the plans, same-day first.
 */
export function MembershipPage({ labels }: MembershipPageProps) {
  const sessionStatus = useStore(sessionStore, (state) => state.status);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    api()
      .call('getMembership')
      .then(
        (membership) => setLoaded({ status: 'loaded', membership }),
        (error) => setLoaded({ status: 'error', failure: loadFailureOf(error) }),
      );
  }, []);

  useEffect(() => {
    if (sessionStatus === 'signedIn') load();
  }, [sessionStatus, load]);

  if (sessionStatus !== 'signedIn') return null;
  if (loaded.status === 'loading') {
    return (
      <p className={styles.status} role="status" data-state="loading">
        {labels.loading}
      </p>
    );
  }
  if (loaded.status === 'error') {
    return (
      <ErrorCard
        message={loaded.failure === 'connection' ? labels.connection : labels.generic}
        reloadLabel={labels.reload}
        onReload={load}
        isLive
      />
    );
  }
  const { enrollment, item, plans } = loaded.membership;
  if (enrollment && item) {
    const data = item.product.computedMembershipItemData;
    const plan = item.title;
    return (
      <div
        className={styles.column}
        data-state={enrollment.isActive && !enrollment.cancellationDate ? 'active' : 'ending'}
      >
        <section className={styles.preference} aria-labelledby="membership-plan">
          <div className={styles.preferenceBody}>
            <h2 id="membership-plan" className={styles.heading}>
              {labels.yourPlan}: {plan}
            </h2>
            {enrollment.cancellationDate ? (
              <>
                <p className={styles.line}>
                  {formatCopy(labels.endsOn, { plan, date: formatOrderDate(enrollment.renewalDueDate) })}
                </p>
                {enrollment.computedManualRenewalDate ? (
                  <p className={styles.line}>
                    {formatCopy(labels.manualRenewal, { date: formatOrderDate(enrollment.computedManualRenewalDate) })}
                  </p>
                ) : null}
              </>
            ) : (
              <>
                <p className={styles.line}>{formatCopy(labels.active, { plan })}</p>
                {data.freeTrialChargeDateUtc ? (
                  <p className={styles.line}>
                    {formatCopy(labels.trialEnds, {
                      date: formatOrderDate(data.freeTrialChargeDateUtc),
                      price: formatMoney(data.renewalPrice),
                    })}
                  </p>
                ) : (
                  <p className={styles.line}>
                    {formatCopy(labels.renewsOn, {
                      date: formatOrderDate(data.computedRenewalDateUtc),
                      price: formatMoney(data.renewalPrice),
                    })}
                  </p>
                )}
              </>
            )}
            <p className={styles.note}>{priceLine(labels, item, data.renewalPrice)}</p>
          </div>
        </section>
      </div>
    );
  }
  const titles = [...new Set(plans.map((plan) => plan.title))];
  return (
    <div className={styles.column} data-state="not-member">
      <p className={styles.line}>{labels.notMember}</p>
      <h2 className={styles.heading}>{labels.plansHeading}</h2>
      <ul className={styles.preferences}>
        {titles.map((title) => {
          const options = plans.filter((plan) => plan.title === title);
          const first = options[0];
          const tier =
            first && (first.planCode === 'BST' || first.planCode === 'HTEL') ? labels.sameDay : labels.nextDay;
          return (
            <li key={title} className={styles.preference} data-plan={first?.planCode}>
              <section className={styles.preferenceBody} aria-label={formatCopy(labels.plansLabel, { plan: title })}>
                <h3 className={styles.heading}>{title}</h3>
                <p className={styles.line}>{tier}</p>
                <ul className={styles.priceList}>
                  {options.map((option) => (
                    <li key={option.product.computedMembershipItemData.renewalDurationQuantity}>
                      {priceLine(labels, option, option.product.originalPrice.regular.price)}
                    </li>
                  ))}
                </ul>
              </section>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
