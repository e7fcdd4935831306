/*
 * The first tap is never lost. A control an island renders on the server is in the page before its
 * island has hydrated, and a tap on it then would do nothing. This script (loaded by the flow layouts,
 * before any island) holds such taps and submits, and replays each on its control as soon as that island
 * has hydrated (Astro's `astro:hydrate` event). Links keep the browser's own behaviour: they work anyway.
 * What the shopper typed into such an island's fields before it hydrated is given back to the hydrated
 * fields first (hydration would otherwise leave the island's state empty), then the taps are replayed.
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
/** Per waiting island: the last value typed into each field, by the field's place in the island. */
const typed = new Map<HTMLElement, Map<string, string>>();

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
      // After the hydration task, so React's own listeners are in place; the typed values first, and the
      // taps a task later, once the island's state holds them.
      setTimeout(() => {
        restoreTyped(island);
        setTimeout(() => {
          for (const run of replays) run();
        }, 0);
      }, 0);
    },
    { once: true },
  );
}

type Field = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'submit', 'button', 'file'].includes(target.type));

/** Sets a field's value as typing would, so React's change tracking sees it and updates its state. */
function typeInto(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function restoreTyped(island: HTMLElement): void {
  const values = typed.get(island);
  typed.delete(island);
  for (const [key, value] of values ?? []) {
    const field = findByPath(island, key.split('.').map(Number));
    if (isTextField(field)) typeInto(field, value);
  }
}

document.addEventListener(
  'input',
  (event) => {
    const island = waitingIsland(event.target);
    if (!island || !isTextField(event.target)) return;
    const values = typed.get(island) ?? new Map<string, string>();
    typed.set(island, values);
    values.set(pathIn(island, event.target).join('.'), event.target.value);
    if (!waiting.has(island)) replayAfterHydration(island, () => {});
  },
  true,
);

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
