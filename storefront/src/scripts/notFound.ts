// The not-found page's only script, inlined by the build (budget 0.5 KB gzip; docs/adr/0006-performance-budgets.md).
// ERR-002: 'Go back' returns to the page the shopper came from. Without script the button submits its
// form to the homepage; with it, a shopper who came from this site goes back in history.
document.querySelector('[data-component="NotFound"] [data-part="back"]')?.addEventListener('click', (event) => {
  const referrer = document.referrer;
  if (!referrer || new URL(referrer).origin !== location.origin || history.length < 2) return;
  event.preventDefault();
  history.back();
});

// The header shows the signed-in state, as on every other page: 'Hi, {firstName}' on the account link, and
// the cart count of the shopper's mode (the one the last page saved in this browser, else the banner's
// first): the server's basket when signed in, this browser's cart for a guest (lib/stores/cart.ts).
const account = document.querySelector<HTMLElement>('[data-greeting]');
const cart = document.querySelector<HTMLElement>('[data-other]');
const data = cart?.dataset ?? {};
const stored = (name: string) => {
  try {
    return JSON.parse(localStorage[`aisle.${data.banner}.${name}`]);
  } catch {}
};
const mode: string | undefined = stored('shoppingMode') ?? data.modes?.split(',')[0];
const showCount = (count: number) => {
  if (!cart) return;
  cart.dataset.count = (cart.lastElementChild as Element).textContent = String(count);
  (cart.querySelector('[data-part="cart-label"]') as Element).textContent =
    `${data[count === 1 ? 'one' : 'other']}`.replace('{count}', String(count));
};
fetch('/api/session')
  .then((answer) => answer.json())
  .then(async ({ shopper }: { shopper: { firstName: string } | null }) => {
    if (!shopper) {
      // A guest's cart lives in this browser (lib/stores/cart.ts).
      showCount(
        (stored('cart')?.[mode ?? ''] ?? []).reduce(
          (sum: number, line: { quantity: number }) => sum + line.quantity,
          0,
        ),
      );
      return;
    }
    const label = account?.lastElementChild;
    if (label) label.textContent = `${account?.dataset.greeting}`.replace('{firstName}', shopper.firstName);
    const { baskets } = (await (await fetch('/api/baskets')).json()) as {
      baskets: { modality: string; itemCount: number }[];
    };
    showCount(baskets.find((basket) => basket.modality === mode)?.itemCount ?? 0);
  })
  .catch(() => undefined);
