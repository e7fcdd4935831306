import { formatCopy } from '@aisle/banner-themes/copy';
import type { CustomerProfile, StoreDetails } from '@aisle/contracts';
import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { formatOrderDate, formatPhoneDisplay } from '@aisle/design-system/format';
import { ButtonLink } from '@aisle/design-system/parts/Button/ButtonLink';
import { useCallback, useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { isApiError } from '../../lib/api/index.ts';
import type { AccountDashboardLabels } from '../../lib/copy/accountHome.ts';
import { loadProfile, profileStore } from '../../lib/stores/profile.ts';
import { sessionStore } from '../../lib/stores/session.ts';
import * as styles from './account.css.ts';
import { readPreferredStore } from './preferredStore.ts';
import { StoreSummary } from './StoreSummary.tsx';

export type AccountDashboardProps = { labels: AccountDashboardLabels };

type Preferred = { status: 'loading' } | { status: 'loaded'; store: StoreDetails | null } | { status: 'error' };

export const preferredStorePath = '/account/preferred-store';

/**
 * The account's home (`/account/dashboard`, the target of `/mywallet`): the customer profile (names,
 * loyalty card, contact info; ACC-034..039) and the preferred store for this banner. The links to every
 * account page are in the page's own HTML beside this island.
 */
export function AccountDashboard({ labels }: AccountDashboardProps) {
  const sessionStatus = useStore(sessionStore, (state) => state.status);
  const profileState = useStore(profileStore);
  const [preferred, setPreferred] = useState<Preferred>({ status: 'loading' });
  const id = useId();

  const loadPreferred = useCallback(() => {
    setPreferred({ status: 'loading' });
    readPreferredStore().then(
      (store) => setPreferred({ status: 'loaded', store }),
      () => setPreferred({ status: 'error' }),
    );
  }, []);

  useEffect(() => {
    if (sessionStatus !== 'signedIn') return;
    void loadProfile();
    loadPreferred();
  }, [sessionStatus, loadPreferred]);

  // The session gate beside this island says 'Loading...' and sends a guest to sign-in (ACC-103).
  if (sessionStatus !== 'signedIn') return null;

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby={`${id}-profile`} data-part="profile">
        <h2 id={`${id}-profile`} className={styles.heading}>
          {labels.profileHeading}
        </h2>
        {profileState.status === 'error' && !profileState.profile ? (
          <ErrorCard
            message={isConnectionError(profileState.error) ? labels.connection : labels.generic}
            reloadLabel={labels.reload}
            onReload={() => void loadProfile()}
            isLive
          />
        ) : profileState.profile ? (
          <ProfileFacts profile={profileState.profile} labels={labels} />
        ) : (
          <p className={styles.status} role="status">
            {labels.loading}
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby={`${id}-store`} data-part="preferred-store-section">
        <h2 id={`${id}-store`} className={styles.heading}>
          {labels.preferredStore.heading}
        </h2>
        {preferred.status === 'loading' ? (
          <p className={styles.status} role="status">
            {labels.loading}
          </p>
        ) : preferred.status === 'error' ? (
          <ErrorCard message={labels.generic} reloadLabel={labels.reload} onReload={loadPreferred} isLive />
        ) : (
          <>
            {preferred.store ? (
              <StoreSummary store={preferred.store} labels={labels.preferredStore} />
            ) : (
              <p className={styles.quiet} data-part="no-preferred-store">
                {labels.preferredStore.none}
              </p>
            )}
            <div>
              <ButtonLink href={preferredStorePath} variant="secondary">
                {preferred.store ? labels.changeStore : labels.chooseStore}
              </ButtonLink>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

function isConnectionError(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'offline' || error.kind === 'network');
}

/** Name, email, mobile phone, loyalty card, membership and since when (ACC-034..039). */
function ProfileFacts({ profile, labels }: { profile: CustomerProfile; labels: AccountDashboardLabels }) {
  const email = profile.contactInfo.emails[0]?.address;
  const mobile = profile.contactInfo.phones.find((phone) => phone.type === 'MOBILE');
  const membership = profile.membership?.isActive ? profile.membership : null;
  return (
    <>
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>{labels.name}</dt>
        <dd className={styles.factValue}>{`${profile.firstName} ${profile.lastName}`.trim()}</dd>
        {email ? (
          <>
            <dt className={styles.factTerm}>{labels.email}</dt>
            <dd className={styles.factValue}>{email}</dd>
          </>
        ) : null}
        <dt className={styles.factTerm}>{labels.phone}</dt>
        <dd className={styles.factValue}>{mobile ? formatPhoneDisplay(mobile.number.original) : labels.noPhone}</dd>
        <dt className={styles.factTerm}>{labels.loyaltyCard}</dt>
        <dd className={styles.factValue}>{profile.loyaltyCardNumber ?? labels.noLoyaltyCard}</dd>
      </dl>
      {membership ? (
        <p className={styles.quiet} data-part="membership">
          {formatCopy(labels.membershipActive, { plan: labels.planTitles[membership.planCode] })}
        </p>
      ) : null}
      <p className={styles.quiet}>{formatCopy(labels.memberSince, { date: formatOrderDate(profile.created) })}</p>
    </>
  );
}
