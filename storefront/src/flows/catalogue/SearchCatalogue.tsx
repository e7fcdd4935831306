import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import type { CatalogueLabels } from '../../lib/copy/catalogue.ts';
import { useLazyScreen } from '../../lib/useLazyScreen.ts';
import { CatalogueStatus, useCatalogue } from './useCatalogue.tsx';

export type SearchCatalogueProps = { labels: CatalogueLabels };

/** The results' code loads beside the search's request, not in the page's first script (ADR 0012). */
const loadResults = () => import('./SearchResults.tsx').then((module) => module.SearchResults);

/** The search page's island: results of the query in the address, its refinements and pages. */
export function SearchCatalogue({ labels }: SearchCatalogueProps) {
  const { loaded, retry } = useLazyScreen(loadResults);
  const state = useCatalogue('search', labels);
  if (loaded && 'failed' in loaded) {
    return <ErrorCard message={labels.reloadMessage} reloadLabel={labels.reload} onReload={retry} isLive />;
  }
  if (state.status !== 'ready') return <CatalogueStatus state={state} labels={labels} />;
  if (!loaded) return <CatalogueStatus state={{ status: 'loading' }} labels={labels} />;
  return <loaded.Screen state={state} labels={labels} />;
}
