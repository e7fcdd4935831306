import { formatCopy } from '@aisle/banner-themes/copy';
import type { Membership, MembershipItem } from '@aisle/contracts';
import { isJoinablePlanCode } from '@aisle/contracts/membershipRules';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { formatMoney, formatOrderDate } from '@aisle/design-system/format';
import { ButtonLink } from '@aisle/design-system/parts/Button/ButtonLink';
import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AccountMembershipLabels } from '../../lib/copy/account.ts';
import { LazyModal } from '../../lib/LazyModal.tsx';
import { paths } from '../../lib/paths.ts';
import { sessionStore } from '../../lib/stores/session.ts';
import * as styles from './account.css.ts';
import { cancelMembership, joinMembership, readMembership, resumeMembership } from './gateway/membership.ts';
import {
  type MembershipFailure,
  membershipCardName,
  membershipFailureOf,
  membershipFailureText,
} from './membershipActions.ts';
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

/** The dialog open on the page: joining one plan option, or cancelling. */
type OpenDialog = { kind: 'join'; option: MembershipItem } | { kind: 'cancel' } | null;

/**
 * `/membership` (ACC-006): a member's plan in the banner's title (ACC-184, ACC-185), when it renews and
 * for how much, a free trial's first charge, or, once cancelled, when it ends and the date to renew by
 * (ACC-044..046); a shopper without a membership sees the plans, same-day first. Issue 22: a shopper joins a
 * plan (charged to the card the page names), cancels the automatic renewal, or keeps a cancelled one.
 */
export function MembershipPage({ labels }: MembershipPageProps) {
  const sessionStatus = useStore(sessionStore, (state) => state.status);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<MembershipFailure | null>(null);
  const [notice, setNotice] = useState('');

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    readMembership().then(
      (membership) => setLoaded({ status: 'loaded', membership }),
      (error) => setLoaded({ status: 'error', failure: loadFailureOf(error) }),
    );
  }, []);

  useEffect(() => {
    if (sessionStatus === 'signedIn') load();
  }, [sessionStatus, load]);

  /** One change: the page then shows the membership the answer carries, and says what happened. */
  const change = async (run: () => Promise<Membership>, done: (membership: Membership) => string) => {
    if (isBusy) return;
    setIsBusy(true);
    setProblem(null);
    setNotice('');
    try {
      const membership = await run();
      setLoaded({ status: 'loaded', membership });
      setDialog(null);
      setNotice(done(membership));
    } catch (error) {
      const failure = membershipFailureOf(error);
      if (failure === 'alreadyMember') {
        // Joined meanwhile (another tab): the page shows that membership.
        setDialog(null);
        setNotice(labels.alreadyMember);
        load();
      } else {
        setProblem(failure);
      }
    } finally {
      setIsBusy(false);
    }
  };

  const closeDialog = (isOpen: boolean) => {
    if (isOpen || isBusy) return;
    setDialog(null);
    setProblem(null);
  };

  // A live region that is always there, so what a change did is announced (WCAG 4.1.3).
  const status = (
    <p className={styles.line} role="status" data-part="membership-notice">
      {notice}
    </p>
  );

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
  const { enrollment, item, plans, card } = loaded.membership;
  const cardName = card ? membershipCardName(labels, card) : null;
  const titles = [...new Set(plans.map((plan) => plan.title))];
  const joining = dialog?.kind === 'join' ? dialog.option : null;
  const joiningPrice = joining ? formatMoney(joining.product.originalPrice.regular.price) : '';
  const plansSection = (
    <>
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
                <ul className={styles.planOptions}>
                  {options.map((option) => {
                    const price = priceLine(labels, option, option.product.originalPrice.regular.price);
                    return (
                      <li
                        key={option.product.computedMembershipItemData.renewalDurationQuantity}
                        className={styles.planOption}
                      >
                        <span>{price}</span>
                        {isJoinablePlanCode(option.planCode) ? (
                          <Button
                            variant="secondary"
                            size="small"
                            aria-label={formatCopy(labels.joinOptionLabel, { plan: title, price })}
                            onClick={() => {
                              setProblem(null);
                              setNotice('');
                              setDialog({ kind: 'join', option });
                            }}
                            data-part="join"
                          >
                            {labels.joinOption}
                          </Button>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </section>
            </li>
          );
        })}
      </ul>
    </>
  );
  const joinDialog = (
    <LazyModal
      open={joining !== null}
      onOpenChange={closeDialog}
      title={joining ? formatCopy(labels.joinTitle, { plan: joining.title }) : ''}
      closeLabel={labels.closeLabel}
      size="small"
      footer={
        <>
          <DismissButton label={labels.notNow} isBusy={isBusy} onDismiss={() => closeDialog(false)} />
          {card && joining ? (
            <Button
              variant="primary"
              isBusy={isBusy}
              busyLabel={labels.joining}
              onClick={() => {
                if (!isJoinablePlanCode(joining.planCode)) return;
                const planCode = joining.planCode;
                const quantity = joining.product.computedMembershipItemData.renewalDurationQuantity;
                void change(
                  () => joinMembership(planCode, quantity, card.id),
                  () => formatCopy(labels.joined, { plan: joining.title }),
                );
              }}
              data-part="confirm-join"
            >
              {formatCopy(labels.joinConfirm, { price: joiningPrice })}
            </Button>
          ) : (
            <ButtonLink href={paths.myWallet}>{labels.goToWallet}</ButtonLink>
          )}
        </>
      }
    >
      {joining ? (
        <div className={styles.preferenceBody}>
          <p className={styles.line}>{priceLine(labels, joining, joining.product.originalPrice.regular.price)}</p>
          {cardName ? (
            <>
              <p className={styles.line}>{formatCopy(labels.joinCharge, { price: joiningPrice, card: cardName })}</p>
              <p className={styles.line}>
                {formatCopy(labels.joinRenews, {
                  date: formatOrderDate(joining.product.computedMembershipItemData.computedRenewalDateUtc),
                })}
              </p>
            </>
          ) : (
            <p className={styles.line}>{labels.noCard}</p>
          )}
          {problem ? <ProblemAlert labels={labels} problem={problem} /> : null}
        </div>
      ) : null}
    </LazyModal>
  );
  if (enrollment && item) {
    const data = item.product.computedMembershipItemData;
    const plan = item.title;
    const isCancelled = enrollment.cancellationDate !== null;
    const endsOn = formatOrderDate(enrollment.renewalDueDate);
    return (
      <div className={styles.column} data-state={enrollment.isActive && !isCancelled ? 'active' : 'ending'}>
        {status}
        <section className={styles.preference} aria-labelledby="membership-plan">
          <div className={styles.preferenceBody}>
            <h2 id="membership-plan" className={styles.heading}>
              {labels.yourPlan}: {plan}
            </h2>
            {isCancelled ? (
              <>
                <p className={styles.line}>{formatCopy(labels.endsOn, { plan, date: endsOn })}</p>
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
            {cardName && !isCancelled ? (
              <p className={styles.note}>{formatCopy(labels.chargedTo, { card: cardName })}</p>
            ) : null}
            {problem && dialog === null ? <ProblemAlert labels={labels} problem={problem} /> : null}
            <div className={styles.resultActions}>
              {enrollment.isActive && isCancelled ? (
                <Button
                  variant="primary"
                  isBusy={isBusy}
                  busyLabel={labels.resuming}
                  onClick={() =>
                    void change(resumeMembership, (membership) =>
                      formatCopy(labels.resumed, {
                        date: formatOrderDate(
                          membership.item?.product.computedMembershipItemData.computedRenewalDateUtc ??
                            enrollment.renewalDueDate,
                        ),
                      }),
                    )
                  }
                  data-part="resume"
                >
                  {labels.resume}
                </Button>
              ) : null}
              {enrollment.isActive && !isCancelled ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setProblem(null);
                    setDialog({ kind: 'cancel' });
                  }}
                  data-part="cancel"
                >
                  {labels.cancel}
                </Button>
              ) : null}
            </div>
          </div>
        </section>
        <LazyModal
          open={dialog?.kind === 'cancel'}
          onOpenChange={closeDialog}
          title={formatCopy(labels.cancelTitle, { plan })}
          description={formatCopy(labels.cancelBody, { date: endsOn })}
          closeLabel={labels.closeLabel}
          size="small"
          footer={
            <>
              <DismissButton label={labels.keep} isBusy={isBusy} onDismiss={() => closeDialog(false)} />
              <Button
                variant="destructive"
                isBusy={isBusy}
                busyLabel={labels.cancelling}
                onClick={() => void change(cancelMembership, () => formatCopy(labels.cancelled, { date: endsOn }))}
                data-part="confirm-cancel"
              >
                {labels.cancelConfirm}
              </Button>
            </>
          }
        >
          {problem ? <ProblemAlert labels={labels} problem={problem} /> : null}
        </LazyModal>
        {enrollment.isActive ? null : (
          <>
            {plansSection}
            {joinDialog}
          </>
        )}
      </div>
    );
  }
  return (
    <div className={styles.column} data-state="not-member">
      {status}
      <p className={styles.line}>{labels.notMember}</p>
      {plansSection}
      {joinDialog}
    </div>
  );
}

/** A dialog's way out: it closes the dialog, unless a change is on its way. */
function DismissButton({ label, isBusy, onDismiss }: { label: string; isBusy: boolean; onDismiss: () => void }) {
  return (
    <Button variant="secondary" disabled={isBusy} onClick={onDismiss}>
      {label}
    </Button>
  );
}

/** Why a change did not happen, in the page or in its dialog. */
function ProblemAlert({ labels, problem }: { labels: AccountMembershipLabels; problem: MembershipFailure }) {
  return (
    <Alert tone="critical" toneLabel={labels.errorLabel}>
      {membershipFailureText(labels, problem)}
    </Alert>
  );
}
