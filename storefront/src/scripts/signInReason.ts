/*
 * The sign-in page's line for `?reason=` (contracts/src/signInLinks.ts), shown before the page's first
 * paint: the page renders every reason's line hidden, and this inline script, right after them, shows the one
 * the address names. Shown by the form's island after hydration instead, the line would push the form down (a
 * layout shift on every page that sends a guest to sign-in). An unknown reason shows nothing.
 */
const reason = new URLSearchParams(window.location.search).get('reason');
for (const line of document.querySelectorAll<HTMLElement>('[data-sign-in-reason]')) {
  if (line.dataset.signInReason === reason) line.hidden = false;
}
