import type { StoreDetails, StoreOption } from '@aisle/contracts';
import { ZIP_CODE_LENGTH } from '@aisle/contracts/constants';
import { Alert } from '@aisle/design-system/components/Alert';
import { Button } from '@aisle/design-system/components/Button';
import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import { TextField } from '@aisle/design-system/components/TextField';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { PreferredStoreLabels } from '../../lib/copy/accountHome.ts';
import { sessionStore } from '../../lib/stores/session.ts';
import * as styles from './account.css.ts';
import { choosePreferredStore, readPreferredStore, searchOwnStores } from './gateway/preferredStore.ts';
import type { StoreResults, StoreResultsProps } from './PreferredStoreResults.tsx';
import {
  postalCodeParam,
  type SaveFailure,
  type SearchFailure,
  saveFailureOf,
  searchFailureOf,
  zipProblem,
} from './preferredStore.ts';
import { StoreSummary } from './StoreSummary.tsx';

type ResultsComponent = typeof StoreResults;
/** The found stores' list, loaded with the first search: a page that never searches never fetches it. */
const loadResults = () => import('./PreferredStoreResults.tsx').then((module) => module.StoreResults);

export type PreferredStoreProps = { labels: PreferredStoreLabels };

type Current = { status: 'loading' } | { status: 'loaded'; store: StoreDetails | null } | { status: 'error' };
type Search =
  | { status: 'idle' }
  | { status: 'searching'; postalCode: string }
  | { status: 'found'; postalCode: string; stores: StoreOption[] }
  | { status: 'failed'; postalCode: string; failure: Exclude<SearchFailure, 'invalidZip'> };
type Notice = { tone: 'positive' | 'critical'; text: string } | null;

/**
 * The preferred store section (`/account/preferred-store`; ACC-021, ACC-022): the shopper's store for this
 * banner, a ZIP search of the banner's own stores within 500 miles (ACC-154, ACC-171), 'View Details' per
 * store, and 'Make This My Store' (ACC-159). The search form is a real GET form with the ZIP in the page's
 * address: it works before this island hydrates, and a reload or a shared link shows the same results.
 */
export function PreferredStore({ labels }: PreferredStoreProps) {
  const sessionStatus = useStore(sessionStore, (state) => state.status);
  const [current, setCurrent] = useState<Current>({ status: 'loading' });
  const [zip, setZip] = useState('');
  const [zipError, setZipError] = useState<string | null>(null);
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [openDetails, setOpenDetails] = useState<string | null>(null);
  const [savingId, setSavingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const zipRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const [results, setResults] = useState<ResultsComponent | null>(null);
  /** Set by a search that found stores: focus moves to their heading once they are shown. */
  const focusResults = useRef(false);

  const loadCurrent = useCallback(() => {
    setCurrent({ status: 'loading' });
    readPreferredStore().then(
      (store) => setCurrent({ status: 'loaded', store }),
      () => setCurrent({ status: 'error' }),
    );
  }, []);

  useEffect(() => {
    if (sessionStatus === 'signedIn') loadCurrent();
  }, [sessionStatus, loadCurrent]);

  async function runSearch(postalCode: string) {
    setSearch({ status: 'searching', postalCode });
    setOpenDetails(null);
    try {
      // The list's code comes with the answer (both at once). Code that cannot load fails the search like a
      // service that cannot answer, and its 'Reload' tries both again.
      const [stores, list] = await Promise.all([searchOwnStores(postalCode), results ?? loadResults()]);
      setResults(() => list);
      setSearch({ status: 'found', postalCode, stores });
      focusResults.current = true;
    } catch (error) {
      const failure = searchFailureOf(error);
      if (failure === 'invalidZip') {
        setSearch({ status: 'idle' });
        setZipError(labels.zipInvalid);
        zipRef.current?.focus();
        return;
      }
      setSearch({ status: 'failed', postalCode, failure });
    }
  }

  // After a search, focus goes to the results' heading, which exists once they render.
  useEffect(() => {
    if (search.status !== 'found' || !focusResults.current) return;
    focusResults.current = false;
    resultsHeadingRef.current?.focus();
  }, [search]);

  // A search sent before hydration (or a reload of one) arrives as `?postalCode=`: run it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the page's own address
  useEffect(() => {
    const fromAddress = new URLSearchParams(window.location.search).get(postalCodeParam);
    if (fromAddress === null) return;
    setZip(fromAddress.slice(0, ZIP_CODE_LENGTH));
    const problem = zipProblem(fromAddress);
    if (problem) {
      setZipError(problem === 'required' ? labels.zipRequired : labels.zipInvalid);
      return;
    }
    void runSearch(fromAddress.trim());
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = zipProblem(zip);
    if (problem) {
      setZipError(problem === 'required' ? labels.zipRequired : labels.zipInvalid);
      zipRef.current?.focus();
      return;
    }
    setZipError(null);
    const postalCode = zip.trim();
    const url = new URL(window.location.href);
    url.searchParams.set(postalCodeParam, postalCode);
    window.history.replaceState(window.history.state, '', url);
    void runSearch(postalCode);
  }

  async function choose(store: StoreOption) {
    if (savingId) return;
    setSavingId(store.locationId);
    setNotice(null);
    try {
      const saved = await choosePreferredStore(store.locationId);
      setCurrent({ status: 'loaded', store: saved });
      setNotice({ tone: 'positive', text: labels.updated });
    } catch (error) {
      setNotice({ tone: 'critical', text: saveFailureText(labels, saveFailureOf(error)) });
    } finally {
      setSavingId(null);
    }
  }

  const currentId = current.status === 'loaded' ? current.store?.locationId : undefined;
  const isSearching = search.status === 'searching';

  return (
    <div className={styles.page}>
      {notice ? (
        <Alert
          tone={notice.tone}
          toneLabel={notice.tone === 'positive' ? labels.successLabel : labels.errorLabel}
          dismissLabel={labels.closeLabel}
          onDismiss={() => setNotice(null)}
          isLive
        >
          {notice.text}
        </Alert>
      ) : null}

      <section className={styles.section} aria-labelledby={`${formId}-current`} data-part="current-store">
        <h2 id={`${formId}-current`} className={styles.heading}>
          {labels.current}
        </h2>
        <div className={styles.storeSlot}>
          {sessionStatus !== 'signedIn' || current.status === 'loading' ? (
            <p className={styles.storePlaceholder} role="status">
              {labels.loading}
            </p>
          ) : current.status === 'error' ? (
            <ErrorCard message={labels.generic} reloadLabel={labels.reload} onReload={loadCurrent} isLive />
          ) : current.store ? (
            <StoreSummary store={current.store} labels={labels.summary} />
          ) : (
            <p className={styles.storePlaceholder} data-part="no-preferred-store">
              {labels.none}
            </p>
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${formId}-search`}>
        <h2 id={`${formId}-search`} className={styles.heading}>
          {labels.searchHeading}
        </h2>
        <form
          className={styles.searchForm}
          method="get"
          action=""
          onSubmit={submit}
          noValidate
          aria-labelledby={`${formId}-search`}
          data-part="store-search"
        >
          <TextField
            ref={zipRef}
            id={`${formId}-zip`}
            label={labels.searchLabel}
            hint={labels.searchHint}
            name={postalCodeParam}
            value={zip}
            onValueChange={(value) => {
              setZip(value);
              if (zipError) setZipError(null);
            }}
            error={zipError ?? undefined}
            maxLength={ZIP_CODE_LENGTH}
            inputMode="numeric"
            autoComplete="postal-code"
            required
          />
          <Button type="submit" isBusy={isSearching} busyLabel={labels.searching}>
            {labels.search}
          </Button>
        </form>
      </section>

      <SearchResults
        search={search}
        results={results}
        labels={labels}
        headingRef={resultsHeadingRef}
        currentId={currentId}
        openDetails={openDetails}
        onToggleDetails={(id) => setOpenDetails((open) => (open === id ? null : id))}
        savingId={savingId}
        onChoose={(store) => void choose(store)}
        onRetry={(postalCode) => void runSearch(postalCode)}
      />
    </div>
  );
}

function saveFailureText(labels: PreferredStoreLabels, failure: SaveFailure): string {
  if (failure === 'connection') return labels.connection;
  return labels.updateFailed;
}

function searchFailureText(labels: PreferredStoreLabels, failure: Exclude<SearchFailure, 'invalidZip'>): string {
  if (failure === 'noStores') return labels.noStores;
  if (failure === 'connection') return labels.connection;
  return labels.searchUnavailable;
}

type SearchResultsProps = Omit<StoreResultsProps, 'postalCode' | 'stores'> & {
  search: Search;
  results: ResultsComponent | null;
  onRetry: (postalCode: string) => void;
};

function SearchResults({ search, results: Results, labels, onRetry, ...listProps }: SearchResultsProps) {
  if (search.status === 'idle' || search.status === 'searching') return null;
  if (search.status === 'failed') {
    if (search.failure === 'noStores') {
      return (
        <p className={styles.quiet} role="status" data-part="no-stores">
          {labels.noStores}
        </p>
      );
    }
    return (
      <ErrorCard
        message={searchFailureText(labels, search.failure)}
        reloadLabel={labels.reload}
        onReload={() => onRetry(search.postalCode)}
        isLive
      />
    );
  }
  return Results ? (
    <Results postalCode={search.postalCode} stores={search.stores} labels={labels} {...listProps} />
  ) : null;
}
