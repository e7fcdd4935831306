import { formatCopy, formatPlural } from '@aisle/banner-themes/copy';
import type { ProductPage } from '@aisle/contracts';
import Combobox from '@github/combobox-nav';
import { visuallyHidden } from '../../../styles/shell.css.ts';
import { searchSuggestedProducts } from '../headerGateway.ts';
import * as styles from './searchSuggestions.css.ts';
import {
  SUGGEST_DELAY_MS,
  type Suggestion,
  type SuggestionLabels,
  suggestionQuery,
  suggestionsOf,
} from './searchSuggestions.ts';

/** Asks the search for a query's first page with its facets. */
export type AskSuggestions = (query: string, signal: AbortSignal) => Promise<ProductPage>;

const LIST_ID = 'site-search-suggestions';

/**
 * Turns the header's search box (a plain GET form in the server HTML, which keeps working on its own) into
 * the WAI-ARIA combobox with a listbox popup: the box keeps focus, Down and Up move through the options
 * (`aria-activedescendant`, by GitHub's `@github/combobox-nav`), Enter or a click opens the chosen option,
 * Enter with none chosen submits the form as before, Escape closes the list (and, with it closed, clears the
 * box as a search box does), and a status line says how many suggestions there are. Loaded the first time
 * the shopper focuses or types in the box (HeaderActions), so none of it is fetched before that.
 */
export function attachSearchSuggestions(
  input: HTMLInputElement,
  labels: SuggestionLabels,
  ask: AskSuggestions = searchSuggestedProducts,
): () => void {
  const form = input.form;
  const list = document.createElement('ul');
  list.id = LIST_ID;
  list.className = styles.list;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', labels.label);
  list.dataset.part = 'search-suggestions';
  list.hidden = true;
  const status = document.createElement('p');
  status.className = visuallyHidden;
  status.setAttribute('role', 'status');
  status.dataset.part = 'search-suggestions-status';
  input.after(list, status);

  const combobox = new Combobox(input, list, { tabInsertsSuggestions: false, firstOptionSelectionMode: 'none' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;

  /** The list is open exactly while it shows, and the combobox's keys are on exactly then. */
  const isOpen = () => !list.hidden;

  function open(): void {
    if (isOpen()) combobox.clearSelection();
    else combobox.start();
    list.hidden = false;
  }

  function close(): void {
    if (isOpen()) combobox.stop();
    list.hidden = true;
  }

  function cancel(): void {
    clearTimeout(timer);
    pending?.abort();
    pending = undefined;
  }

  function show(query: string, suggestions: Suggestion[]): void {
    const found = suggestions.filter((suggestion) => suggestion.kind !== 'search');
    if (found.length === 0) {
      close();
      list.replaceChildren();
      status.textContent = formatCopy(labels.none, { query });
      return;
    }
    list.replaceChildren(...suggestions.map(optionOf));
    open();
    status.textContent = formatPlural(labels.count, suggestions.length);
  }

  /** Called only after `cancel()` (onInput): no other request is pending. */
  async function suggest(query: string): Promise<void> {
    const controller = new AbortController();
    pending = controller;
    try {
      const page = await ask(query, controller.signal);
      if (controller.signal.aborted || suggestionQuery(input.value) !== query) return;
      show(query, suggestionsOf(query, page, labels));
    } catch {
      // No suggestions when the search cannot answer: the box and its Search button still work.
      if (!controller.signal.aborted) close();
    }
  }

  function onInput(): void {
    cancel();
    const query = suggestionQuery(input.value);
    if (query === null) {
      close();
      status.textContent = '';
      return;
    }
    timer = setTimeout(() => void suggest(query), SUGGEST_DELAY_MS);
  }

  function onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape' && isOpen()) {
      // Closes the list and keeps the words (a search box's Escape would clear them).
      event.preventDefault();
      cancel();
      close();
    } else if (event.key === 'ArrowDown' && !isOpen() && list.childElementCount > 0) {
      event.preventDefault();
      open();
      combobox.navigate(1);
    }
  }

  function onFocusOut(event: FocusEvent): void {
    if (!(event.relatedTarget instanceof Node && form?.contains(event.relatedTarget))) {
      cancel();
      close();
    }
  }

  function onCommit(event: Event): void {
    const option = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="option"]') : null;
    const href = option?.dataset.href;
    if (!href) return;
    cancel();
    close();
    window.location.assign(href);
  }

  // A press on an option must not take focus from the box (that would close the list before the click).
  const keepFocus = (event: Event) => event.preventDefault();

  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKeyDown);
  form?.addEventListener('focusout', onFocusOut);
  list.addEventListener('combobox-commit', onCommit);
  list.addEventListener('pointerdown', keepFocus);
  // Words typed before this module arrived are suggested at once.
  if (suggestionQuery(input.value) !== null && document.activeElement === input) onInput();

  return () => {
    cancel();
    combobox.destroy();
    input.removeEventListener('input', onInput);
    input.removeEventListener('keydown', onKeyDown);
    form?.removeEventListener('focusout', onFocusOut);
    list.remove();
    status.remove();
  };
}

function optionOf(suggestion: Suggestion): HTMLLIElement {
  const option = document.createElement('li');
  option.id = `${LIST_ID}-${suggestion.key}`;
  option.setAttribute('role', 'option');
  option.dataset.href = suggestion.href;
  option.dataset.kind = suggestion.kind;
  option.className = [
    styles.option,
    suggestion.kind === 'search' ? styles.searchOption : '',
    suggestion.kind === 'department' ? styles.departmentOption : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (suggestion.image) {
    const image = document.createElement('img');
    image.className = styles.optionImage;
    image.src = suggestion.image;
    image.alt = '';
    image.width = 32;
    image.height = 32;
    option.append(image);
  }
  option.append(suggestion.text);
  return option;
}
