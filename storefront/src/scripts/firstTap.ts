/*
 * The first tap is never lost. A control an island renders on the server is in the page before its
 * island has hydrated, and a tap on it then would do nothing. This script (loaded by the flow layouts,
 * before any island) holds such taps and submits, and replays each on its control as soon as that island
 * has hydrated (Astro's `astro:hydrate` event). Links keep the browser's own behaviour: they work anyway.
 */

const controlSelector = [
  'button',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  '[role="button"]',
  '[role="tab"]',
  '[role="menuitem"]',
  'summary',
].join(',');

/** The island that has not hydrated yet around a target, if any. */
function waitingIsland(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('astro-island[ssr]') : null;
}

/** Where an element sits in its island, to find it again if hydration replaced it. */
function pathIn(island: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== island; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node));
  }
  return path;
}

function findByPath(island: Element, path: number[]): Element | null {
  let node: Element | null = island;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

const waiting = new Map<HTMLElement, Array<() => void>>();

function replayAfterHydration(island: HTMLElement, replay: () => void): void {
  const queue = waiting.get(island);
  if (queue) {
    queue.push(replay);
    return;
  }
  waiting.set(island, [replay]);
  island.addEventListener(
    'astro:hydrate',
    () => {
      const replays = waiting.get(island) ?? [];
      waiting.delete(island);
      // After the hydration task, so React's own listeners are in place.
      setTimeout(() => {
        for (const run of replays) run();
      }, 0);
    },
    { once: true },
  );
}

function hold(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

document.addEventListener(
  'click',
  (event) => {
    const island = waitingIsland(event.target);
    if (!island || !(event.target instanceof Element)) return;
    const control = event.target.closest(controlSelector);
    if (!control || !island.contains(control) || control.closest('a[href]')) return;
    hold(event);
    control.setAttribute('aria-busy', 'true');
    const path = pathIn(island, control);
    replayAfterHydration(island, () => {
      control.removeAttribute('aria-busy');
      const current = control.isConnected ? control : findByPath(island, path);
      if (current instanceof HTMLElement) current.click();
    });
  },
  true,
);

document.addEventListener(
  'submit',
  (event) => {
    const island = waitingIsland(event.target);
    if (!island || !(event.target instanceof HTMLFormElement)) return;
    hold(event);
    const form = event.target;
    const submitter = (event as SubmitEvent).submitter;
    replayAfterHydration(island, () => {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
    });
  },
  true,
);
