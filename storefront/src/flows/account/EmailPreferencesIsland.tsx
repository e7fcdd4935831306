import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { type ComponentType, useEffect, useState } from 'react';
import type { EmailPreferencesLabels } from '../../lib/copy/emailPreferences.ts';
import type { EmailPreferencesPageProps } from './EmailPreferences.tsx';

/*
 * `/account/preferences/email`: a thin island that loads its screen once hydrated, like the address book's
 * (AccountIslands.tsx), so the page's first paint carries neither the screen's code nor its styles.
 */

type Props = { labels: EmailPreferencesLabels; hasSpecials: boolean };
type Loaded = { Screen: ComponentType<EmailPreferencesPageProps> } | { failed: true } | null;

const loadScreen = () => import('./EmailPreferences.tsx').then((module) => module.EmailPreferencesPage);

export function EmailPreferencesIsland({ labels, hasSpecials }: Props) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    void attempt;
    loadScreen().then(
      (Screen) => isCurrent && setLoaded({ Screen }),
      () => isCurrent && setLoaded({ failed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  if (!loaded) return null;
  if ('failed' in loaded) {
    return (
      <ErrorCard
        message={labels.connection}
        reloadLabel={labels.email.tryAgain}
        onReload={() => setAttempt((count) => count + 1)}
        isLive
      />
    );
  }
  return <loaded.Screen labels={labels} hasSpecials={hasSpecials} />;
}
