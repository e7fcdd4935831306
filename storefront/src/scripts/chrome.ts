// The page chrome's only behaviour, on every page including those without an island: the footer's
// privacy-choices button and the not-found page's 'Go back'. A few hundred bytes, no framework.

/** OCP-028: how long to wait for the consent preference center, and how often to look. */
const consentWaitMs = 5000;
const consentPollMs = 1000;

type ConsentCenter = { openPreferenceCenter: () => void };

function consentCenter(): ConsentCenter | undefined {
  return (window as unknown as { aisleConsent?: ConsentCenter }).aisleConsent;
}

/** OCP-027: opens the consent preference center; without one configured, the privacy policy's choices. */
function openPrivacyChoices(): void {
  const fallback = () => window.location.assign('/i/privacy-policy#privacy-choices');
  const center = consentCenter();
  if (center) {
    center.openPreferenceCenter();
    return;
  }
  if (!document.querySelector('script[data-consent-center]')) {
    fallback();
    return;
  }
  const started = Date.now();
  const timer = window.setInterval(() => {
    const loaded = consentCenter();
    if (loaded || Date.now() - started >= consentWaitMs) {
      window.clearInterval(timer);
      if (loaded) loaded.openPreferenceCenter();
      else fallback();
    }
  }, consentPollMs);
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[data-component="Footer"] [data-part="privacy-choices"]')) {
    openPrivacyChoices();
  } else if (target?.closest('[data-component="NotFound"] [data-part="back"]')) {
    // ERR-002. With no page to go back to, the homepage is the nearest sensible place.
    if (window.history.length > 1) window.history.back();
    else window.location.assign('/');
  }
});
