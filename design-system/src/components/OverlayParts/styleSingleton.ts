import { useEffect } from 'react';

/*
 * A drop-in for react-style-singleton, the package under Radix Dialog's scroll lock
 * (react-remove-scroll → react-remove-scroll-bar) that writes the lock's CSS into a <style> element. The
 * storefront's Content-Security-Policy allows no inline <style> (only hashed ones), so the browser refused
 * that element and reported a violation each time a dialog opened. This version adds the same CSS as a
 * constructed stylesheet (document.adoptedStyleSheets), which is not an inline style. The storefront's
 * build aliases the package to this file (astro.config.ts); same exports, same behaviour.
 */

type StyleSheetSingleton = { add: (style: string) => void; remove: () => void };

/** One sheet shared by every mounted user: added with the first, removed with the last. */
export function stylesheetSingleton(): StyleSheetSingleton {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (counter === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter += 1;
    },
    remove() {
      counter -= 1;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== removed);
        sheet = null;
      }
    },
  };
}

/** A hook that holds the sheet while the calling component is mounted. */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    // The original's dependency: the styles are read once, unless they are marked dynamic.
    // biome-ignore lint/correctness/useExhaustiveDependencies: same dependency as react-style-singleton
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]);
  };
}

/** A component that adds its `styles` while mounted (what react-remove-scroll-bar renders). */
export function styleSingleton() {
  const useStyle = styleHookSingleton();
  // biome-ignore lint/correctness/noComponentHookFactories: the package's API is a component factory, called once at module level by its users
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
