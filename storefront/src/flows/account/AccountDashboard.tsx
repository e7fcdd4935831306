import { formatCopy } from '@aisle/banner-themes/copy';
import type { CustomerProfile, StoreDetails } from '@aisle/contracts';
import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { Skeleton } from '@aisle/design-system/components/Skeleton';
import { formatOrderDate, formatUsPhone } from '@aisle/design-system/format';
import { ButtonLink } from '@aisle/design-system/parts/Button/ButtonLink';
import { useCallback, useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { isConnectionError } from '../../lib/api/index.ts';
import type { AccountDashboardLabels } from '../../lib/copy/accountHome.ts';
import { paths } from '../../lib/paths.ts';
import { loadProfile, profileStore } from '../../lib/stores/profile.ts';
import { sessionStore } from '../../lib/stores/session.ts';
import { visuallyHidden } from '../../styles/shell.css.ts';
import * as styles from './account.css.ts';
import { readPreferredStore } from './gateway/preferredStore.ts';
import { StoreSummary } from './StoreSummary.tsx';

export type AccountDashboardProps = { labels: AccountDashboardLabels };

type Preferred = { status: 'loading' } | { status: 'loaded'; store: StoreDetails | null } | { status: 'error' };

export const preferredStorePath = paths.accountPreferredStore;

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

  // Until the session is known the page shows its layout with placeholders; the session gate beside this
  // island sends a guest to sign-in (ACC-103). Every part keeps its size when its answer arrives (CLS 0).
  const isSignedIn = sessionStatus === 'signedIn';

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
        ) : (
          <ProfileFacts profile={isSignedIn ? profileState.profile : null} labels={labels} />
        )}
      </section>

      <section className={styles.section} aria-labelledby={`${id}-store`} data-part="preferred-store-section">
        <h2 id={`${id}-store`} className={styles.heading}>
          {labels.preferredStore.heading}
        </h2>
        <div className={styles.storeSlot}>
          {!isSignedIn || preferred.status === 'loading' ? (
            <p className={styles.storePlaceholder}>{labels.loading}</p>
          ) : preferred.status === 'error' ? (
            <ErrorCard message={labels.generic} reloadLabel={labels.reload} onReload={loadPreferred} isLive />
          ) : preferred.store ? (
            <StoreSummary store={preferred.store} labels={labels.preferredStore} />
          ) : (
            <p className={styles.storePlaceholder} data-part="no-preferred-store">
              {labels.preferredStore.none}
            </p>
          )}
        </div>
        <div className={styles.buttonRow}>
          {isSignedIn && preferred.status === 'loaded' ? (
            <ButtonLink href={preferredStorePath} variant="secondary">
              {preferred.store ? labels.changeStore : labels.chooseStore}
            </ButtonLink>
          ) : null}
        </div>
      </section>
    </div>
  );
}

/** One value of the profile, or a placeholder of one line while the profile loads. */
function Fact({ term, value }: { term: string; value: string | null }) {
  return (
    <>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>{value ?? <Skeleton width="10rem" height="1lh" />}</dd>
    </>
  );
}

/**
 * Name, email, mobile phone, loyalty card, membership and since when (ACC-034..039): always the same six
 * rows, so the section has its final height while it loads.
 */
function ProfileFacts({ profile, labels }: { profile: CustomerProfile | null; labels: AccountDashboardLabels }) {
  const email = profile?.contactInfo.emails[0]?.address;
  const mobile = profile?.contactInfo.phones.find((phone) => phone.type === 'MOBILE');
  const membership = profile?.membership?.isActive ? profile.membership : null;
  return (
    <>
      {profile ? null : (
        <p className={visuallyHidden} role="status">
          {labels.loading}
        </p>
      )}
      <dl className={styles.facts}>
        <Fact term={labels.name} value={profile ? `${profile.firstName} ${profile.lastName}`.trim() : null} />
        <Fact term={labels.email} value={profile ? (email ?? '') : null} />
        <Fact
          term={labels.phone}
          value={profile ? (mobile ? formatUsPhone(mobile.number.original) : labels.noPhone) : null}
        />
        <Fact term={labels.loyaltyCard} value={profile ? (profile.loyaltyCardNumber ?? labels.noLoyaltyCard) : null} />
        <Fact
          term={labels.membership}
          value={
            profile
              ? membership
                ? formatCopy(labels.membershipActive, { plan: labels.planTitles[membership.planCode] })
                : labels.noMembership
              : null
          }
        />
        <Fact term={labels.memberSince} value={profile ? formatOrderDate(profile.created) : null} />
      </dl>
    </>
  );
}
