import { type ComponentType, useEffect, useState } from 'react';

/** A screen an island loads with import() once hydrated: null while loading, `failed` when the chunk did not come. */
export type LazyScreen<Props> = { Screen: ComponentType<Props> } | { failed: true } | null;

/**
 * Loads an island's screen after hydration (the page's first JS stays small); `retry` asks again after a
 * failed load ('Try Again').
 */
export function useLazyScreen<Props>(load: () => Promise<ComponentType<Props>>): {
  loaded: LazyScreen<Props>;
  retry: () => void;
} {
  const [loaded, setLoaded] = useState<LazyScreen<Props>>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again; `load` is module-level
  useEffect(() => {
    let isCurrent = true;
    load().then(
      (Screen) => isCurrent && setLoaded({ Screen }),
      () => isCurrent && setLoaded({ failed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  return { loaded, retry: () => setAttempt((count) => count + 1) };
}
