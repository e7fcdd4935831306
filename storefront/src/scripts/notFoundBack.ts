// ERR-002 on the not-found page: 'Go back' returns to the page the shopper came from. Without script the
// button submits its form to the homepage; with it, a shopper who came from this site goes back in history.
const back = document.querySelector('[data-component="NotFound"] [data-part="back"]');
back?.addEventListener('click', (event) => {
  const cameFromThisSite = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  if (!cameFromThisSite || window.history.length < 2) return;
  event.preventDefault();
  window.history.back();
});
