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
  const queue = waiting.get(island) ?? [];
  waiting.set(island, queue);
  queue.push(replay);
}

// Every island, whether or not a tap waits on it: a shopper may have typed before this script ran.
document.addEventListener(
  'astro:hydrate',
  (event) => {
    const island = event.target;
    if (!(island instanceof HTMLElement)) return;
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
  true,
);

type Field = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'submit', 'button', 'file'].includes(target.type));

const valueSetter = (field: Field) =>
  Object.getOwnPropertyDescriptor(
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype,
    'value',
  )?.set;

/**
 * Makes React take a field's current value as a change. React hydrates an island's root as a transition,
 * so a field may still be dehydrated when the shopper types, and React records the value a field holds
 * when it hydrates as its last known value: a field already holding what the shopper typed would never
 * report a change, and the island's state would stay empty. So the field goes back to the server's value,
 * an input event makes React hydrate the root there and then (it does so synchronously for a discrete
 * event), and the typed value comes back, to be reported as a change by the next input event.
 */
function rebaseOnServerValue(field: Field): void {
  const value = field.value;
  if (value === field.defaultValue) return;
  valueSetter(field)?.call(field, field.defaultValue);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  valueSetter(field)?.call(field, value);
}

/** Sets a field's value as typing would, so React's change tracking sees it and updates its state. */
function typeInto(field: Field, value: string): void {
  valueSetter(field)?.call(field, value);
  rebaseOnServerValue(field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** React has not hydrated this field yet (it keeps a value tracker on every field it has hydrated). */
const isDehydrated = (field: Field) => !(field as Field & { _valueTracker?: unknown })._valueTracker;

/**
 * Gives the hydrated island what was typed into it: the values recorded by path (hydration may have
 * replaced a field), then any other field still holding more than the server rendered (typed before this
 * script ran).
 */
function restoreTyped(island: HTMLElement): void {
  const values = typed.get(island);
  typed.delete(island);
  const restored = new Set<Element>();
  for (const [key, value] of values ?? []) {
    const field = findByPath(island, key.split('.').map(Number));
    if (!isTextField(field)) continue;
    typeInto(field, value);
    restored.add(field);
  }
  for (const field of island.querySelectorAll<Field>('input, textarea')) {
    if (isTextField(field) && !restored.has(field) && field.value !== field.defaultValue) typeInto(field, field.value);
  }
}

document.addEventListener(
  'input',
  (event) => {
    if (!isTextField(event.target)) return;
    const island = waitingIsland(event.target);
    if (!island) {
      // Typed while React hydrates the island (Astro has handed it over): React must see it as a change.
      const field = event.target;
      if (field.closest('astro-island') && isDehydrated(field)) rebaseOnServerValue(field);
      return;
    }
    const values = typed.get(island) ?? new Map<string, string>();
    typed.set(island, values);
    values.set(pathIn(island, event.target).join('.'), event.target.value);
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
      current?.removeAttribute('aria-busy');
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

/*
 * A link whose target depends on the page's order number (the payment page's Back link, CBX-002 and
 * CBX-003): the static page cannot know the number, so the link carries both targets and the order
 * number's ending that picks the first. It is pointed at its target once the page is parsed, and again
 * on a tap, in case the tap comes first.
 */
function pointByOrder(): void {
  const orderId = new URLSearchParams(location.search).get('orderId');
  if (!orderId) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-order-suffix]')) {
    const { orderSuffix = '', hrefOnSuffix, hrefOtherwise } = link.dataset;
    const href = orderId.endsWith(orderSuffix) ? hrefOnSuffix : hrefOtherwise;
    if (href) link.setAttribute('href', href);
  }
}
document.addEventListener('DOMContentLoaded', pointByOrder);
document.addEventListener(
  'click',
  (event) => {
    if (event.target instanceof Element && event.target.closest('a[data-order-suffix]')) pointByOrder();
  },
  true,
);
