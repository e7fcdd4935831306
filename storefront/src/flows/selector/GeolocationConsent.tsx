import { formatCopy } from '@aisle/banner-themes/copy';
import { Button } from '@aisle/design-system/components/Button';
import { useStore } from 'zustand';
import { LazyModal } from '../../lib/LazyModal.tsx';
import {
  allowLocation,
  consentProgress,
  continueWithLocation,
  declineLocation,
  dismissConsent,
  geolocationStore,
  goToConsentStep,
} from './geolocation.ts';
import * as styles from './selector.css.ts';
import { useSelectorCopy } from './selectorCopy.ts';

/**
 * The geolocation consent modal (SEL-094..099), over the selector: intro, how it works, enable the
 * device setting. 'Allow' goes to the last step, 'Continue' saves 'accepted' and looks the location
 * up, 'No Thanks' saves 'declined' and closes.
 */
export function GeolocationConsent() {
  const copy = useSelectorCopy();
  const texts = copy.selector.geolocation;
  const state = useStore(geolocationStore);
  const { isConsentOpen, step } = state;
  const progress = consentProgress(state);
  const content = {
    intro: { title: texts.introHeading, body: formatCopy(texts.introBody, { banner: copy.banner.name }) },
    howItWorks: { title: texts.howItWorksHeading, body: texts.howItWorksBody },
    enableSetting: { title: texts.enableHeading, body: texts.enableBody },
  }[step];
  const noThanks = (
    <Button variant="secondary" onClick={declineLocation} data-part="no-thanks">
      {texts.noThanks}
    </Button>
  );
  return (
    <LazyModal
      size="small"
      open={isConsentOpen}
      onOpenChange={(open) => {
        if (!open) dismissConsent();
      }}
      title={content.title}
      closeLabel={copy.selector.header.close}
      showBack={step !== 'intro'}
      backLabel={copy.selector.header.back}
      onBack={() => goToConsentStep(step === 'enableSetting' ? 'howItWorks' : 'intro')}
      footer={
        <div className={styles.consentActions} data-part="consent-actions">
          {step === 'intro' ? (
            <Button variant="tertiary" onClick={() => goToConsentStep('howItWorks')} data-part="learn-more">
              {copy.common.actions.learnMore}
            </Button>
          ) : null}
          {noThanks}
          {step === 'enableSetting' ? (
            <Button onClick={() => void continueWithLocation()} data-part="continue">
              {texts.continue}
            </Button>
          ) : (
            <Button onClick={allowLocation} data-part="allow">
              {texts.allow}
            </Button>
          )}
        </div>
      }
    >
      <div className={styles.screen} data-component="GeolocationConsent" data-state={step}>
        {progress ? (
          <p className={styles.stepCount} data-part="step">
            {formatCopy(texts.step, progress)}
          </p>
        ) : null}
        <p>{content.body}</p>
      </div>
    </LazyModal>
  );
}
