import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { useEffect, useState } from 'react';
import type { AccountAddressLabels, AccountMembershipLabels, AccountSmsLabels } from '../../lib/copy/account.ts';
import { type LazyScreen, useLazyScreen } from '../../lib/useLazyScreen.ts';
import { pageHeading } from '../../styles/shell.css.ts';
import * as styles from './account.css.ts';

/*
 * The account pages' islands are thin: each loads its screen once hydrated, so a page carries only its own
 * screen and that screen's styles load with it instead of blocking the first paint (render-blocking CSS
 * budget; docs/adr/0007-flow-boundaries.md). The screens need the session anyway, which the layout's gate
 * reads first.
 */

type Props = { labels: AccountAddressLabels };
/** What every account screen's labels carry for the case its code does not load. */
type ReloadLabels = { connection: string; reload: string };

function ScreenOf<Labels extends ReloadLabels>({
  loaded,
  retry,
  labels,
}: {
  loaded: LazyScreen<{ labels: Labels }>;
  retry: () => void;
  labels: Labels;
}) {
  if (!loaded) return null;
  if ('failed' in loaded) {
    return <ErrorCard message={labels.connection} reloadLabel={labels.reload} onReload={retry} isLive />;
  }
  return <loaded.Screen labels={labels} />;
}

const loadAddressBook = () => import('./AccountAddresses.tsx').then((module) => module.AccountAddresses);
const loadAddressForm = () => import('./AccountAddressForm.tsx').then((module) => module.AccountAddressForm);
const loadSmsPreferences = () => import('./SmsPreferences.tsx').then((module) => module.SmsPreferences);

/** `/account/preferences/sms`: the text-message preferences (ACC-020). */
export function AccountSmsPreferencesIsland({ labels }: { labels: AccountSmsLabels }) {
  const { loaded, retry } = useLazyScreen(loadSmsPreferences);
  return <ScreenOf loaded={loaded} retry={retry} labels={labels} />;
}

/** `/account/addresses`: the address book. */
export function AccountAddressesIsland({ labels }: Props) {
  const { loaded, retry } = useLazyScreen(loadAddressBook);
  return <ScreenOf loaded={loaded} retry={retry} labels={labels} />;
}

/**
 * `/account/address/`: the page's heading is in its first HTML ('Add an Address'; 'Edit Your Address' once
 * the island reads `?addressId=`), the form loads after.
 */
export function AccountAddressFormIsland({ labels }: Props) {
  const [isEdit, setEdit] = useState(false);
  useEffect(() => {
    setEdit(new URLSearchParams(window.location.search).has('addressId'));
  }, []);
  const { loaded, retry } = useLazyScreen(loadAddressForm);
  return (
    <div className={styles.page}>
      <h1 className={pageHeading}>{isEdit ? labels.form.editHeading : labels.form.addHeading}</h1>
      <ScreenOf loaded={loaded} retry={retry} labels={labels} />
    </div>
  );
}

const loadMembershipPage = () => import('./MembershipPage.tsx').then((module) => module.MembershipPage);

/** `/membership` (ACC-006): the shopper's membership, or the plans to join. */
export function AccountMembershipIsland({ labels }: { labels: AccountMembershipLabels }) {
  const { loaded, retry } = useLazyScreen(loadMembershipPage);
  return <ScreenOf loaded={loaded} retry={retry} labels={labels} />;
}

/** Which account screen a page shows, with that screen's labels. */
export type AccountScreenProps =
  | { screen: 'addresses' | 'address'; labels: AccountAddressLabels }
  | { screen: 'sms'; labels: AccountSmsLabels }
  | { screen: 'membership'; labels: AccountMembershipLabels };

/**
 * The one island of the address book, the address form, the text-message preferences and the membership
 * pages: one entry chunk that all four share, so a page fetches no file of its own before its screen's
 * (issue 23: at most 12 script files before the first tap).
 */
export function AccountScreenIsland(props: AccountScreenProps) {
  switch (props.screen) {
    case 'addresses':
      return <AccountAddressesIsland labels={props.labels} />;
    case 'address':
      return <AccountAddressFormIsland labels={props.labels} />;
    case 'sms':
      return <AccountSmsPreferencesIsland labels={props.labels} />;
    case 'membership':
      return <AccountMembershipIsland labels={props.labels} />;
  }
}
