// The not-found page's only script, inlined by the build (budget 0.5 KB gzip; docs/adr/0006-performance-budgets.md).
// ERR-002: 'Go back' returns to the page the shopper came from. Without script the button submits its
// form to the homepage; with it, a shopper who came from this site goes back in history.
document.querySelector('[data-component="NotFound"] [data-part="back"]')?.addEventListener('click', (event) => {
  const referrer = document.referrer;
  if (!referrer || new URL(referrer).origin !== location.origin || history.length < 2) return;
  event.preventDefault();
  history.back();
});

// The header shows the signed-in state, as on every other page: 'Hi, {firstName}' on the account link.
const account = document.querySelector<HTMLElement>('[data-greeting]');
if (account) {
  fetch('/api/session')
    .then((answer) => answer.json())
    .then(({ shopper }: { shopper: { firstName: string } | null }) => {
      const label = account.lastElementChild;
      if (shopper && label) label.textContent = `${account.dataset.greeting}`.replace('{firstName}', shopper.firstName);
    })
    .catch(() => undefined);
}
