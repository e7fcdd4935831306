import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import type { EmailPreferencesLabels } from '../../lib/copy/emailPreferences.ts';
import { useLazyScreen } from '../../lib/useLazyScreen.ts';

/*
 * `/account/preferences/email`: a thin island that loads its screen once hydrated, like the address book's
 * (AccountIslands.tsx), so the page's first paint carries neither the screen's code nor its styles.
 */

type Props = { labels: EmailPreferencesLabels; hasSpecials: boolean };

const loadScreen = () => import('./EmailPreferences.tsx').then((module) => module.EmailPreferencesPage);

export function EmailPreferencesIsland({ labels, hasSpecials }: Props) {
  const { loaded, retry } = useLazyScreen(loadScreen);
  if (!loaded) return null;
  if ('failed' in loaded) {
    return <ErrorCard message={labels.connection} reloadLabel={labels.email.tryAgain} onReload={retry} isLive />;
  }
  return <loaded.Screen labels={labels} hasSpecials={hasSpecials} />;
}
