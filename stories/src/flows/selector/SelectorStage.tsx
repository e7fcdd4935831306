import type { PerModality } from '@aisle/contracts';
import type { MockHandlers } from '@aisle/contracts/testing';
import { resetGeolocation } from '@aisle/storefront/flows/selector/geolocation.ts';
import { resetMembership } from '@aisle/storefront/flows/selector/membership.ts';
import { SelectorPanel, SelectorRoot } from '@aisle/storefront/flows/selector/SelectorRoot.tsx';
import {
  openSelector,
  resetSelector,
  type SelectorOpenOptions,
} from '@aisle/storefront/flows/selector/selectorStore.ts';
import { bannerPageConfig } from '@aisle/storefront/lib/bannerPageConfig.ts';
import { buildSelectorCopy } from '@aisle/storefront/lib/copy/selector.ts';
import { type PageFeatures, setPageConfig } from '@aisle/storefront/lib/pageConfig.ts';
import { cincinnatiOptions } from '@aisle/storefront/testing/storeFixtures.ts';
import { useRef } from 'react';
import { useBanner } from '../../support/BannerContext.tsx';
import { FlowHarness, type FlowSetup } from '../../support/FlowHarness.tsx';

/** Every mode on: stories that walk through Pickup or Delivery do so in every banner of the visual run. */
export const allModes: PerModality = { PICKUP: true, DELIVERY: true, IN_STORE: true };

export type SelectorStageProps = {
  setup: FlowSetup;
  /** How the selector is opened; left out, it stays closed. */
  open?: SelectorOpenOptions;
  /** The banner's modes for this story (default: every mode). */
  capabilities?: PerModality;
  features?: PageFeatures;
  /** A banner whose copy has no 'did you know' text (SEL-007). */
  withoutDidYouKnow?: boolean;
};

/** Resets the selector's stores and opens it, once per mount and banner, after FlowHarness prepared the page. */
function Stage({ open, capabilities = allModes, features, withoutDidYouKnow }: Omit<SelectorStageProps, 'setup'>) {
  const banner = useBanner();
  const preparedFor = useRef<string | null>(null);
  if (preparedFor.current !== banner.id) {
    preparedFor.current = banner.id;
    setPageConfig({ ...bannerPageConfig(banner), capabilities, ...(features ? { features } : {}) });
    resetSelector();
    resetGeolocation();
    resetMembership();
    if (open) openSelector(open);
  }
  const built = buildSelectorCopy(banner);
  const copy = withoutDidYouKnow
    ? {
        ...built,
        selector: { ...built.selector, default: { ...built.selector.default, didYouKnowBody: '' } },
      }
    : built;
  return open?.presentation === 'panel' ? <SelectorPanel copy={copy} /> : <SelectorRoot copy={copy} />;
}

/** The shopping-mode selector with the toolbar's banner and contract-checked API mocks. */
export function SelectorStage({ setup, ...props }: SelectorStageProps) {
  return (
    <FlowHarness {...setup}>
      <Stage {...props} />
    </FlowHarness>
  );
}

/**
 * The options call as the seeded server answers it: 45202 has stores and delivery, 96701 nothing within
 * 500 miles, 00000 is no ZIP code; a point is near 45202.
 */
export const optionsHandlers: MockHandlers = {
  getModalityOptions: ({ body }) => {
    const postalCode = (body as { postalCode?: string }).postalCode;
    if (postalCode === '96701') {
      return { status: 400, error: { code: 'NO_STORES_FOUND', message: 'No store within 500 miles' } };
    }
    if (postalCode === '00000') {
      return {
        status: 400,
        error: { code: 'address_validation_fail_modality_options', message: 'Unknown ZIP code' },
      };
    }
    return { body: cincinnatiOptions() };
  },
};

/** The portalled dialog content lives in the document body, not in the story's canvas. */
export function documentBody(canvasElement: HTMLElement): HTMLElement {
  return canvasElement.ownerDocument.body;
}
