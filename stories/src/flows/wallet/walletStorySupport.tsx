import type { SecureFieldResponse } from '@aisle/contracts';
import { acceptedCapture, createMockFetch, createWalletMock, type WalletMockOptions } from '@aisle/contracts/testing';
import { type SecureCaptureProps, setSecureCapture } from '@aisle/storefront/flows/wallet/flyout/secureCapture.tsx';
import { ensureWalletSetup, resetWalletSetup } from '@aisle/storefront/flows/wallet/flyout/walletSetup.ts';
import { openWallet, resetWallet } from '@aisle/storefront/flows/wallet/flyout/walletStore.ts';
import type { WalletContext } from '@aisle/storefront/flows/wallet/flyout/walletTypes.ts';
import { walletCopy } from '@aisle/storefront/lib/copy/wallet.ts';
import { type ReactNode, useImperativeHandle, useMemo, useState } from 'react';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup } from '../../support/FlowHarness.tsx';

/*
 * The wallet's stories run the real flyout, store and gateway against the contracts' wallet mock (through
 * FlowHarness's mock fetch). Only the secure frame is scripted: the capture origin is not there in
 * Storybook, so a story decides what the frame answers, as a mock fetch decides what the API answers.
 */

const token = (prefix: string) => `${prefix}${'a'.repeat(24)}`;

/** What the scripted frame answers next, per page; a story sets it before the submit it drives. */
export const frameAnswers: {
  next: Partial<Record<SecureCaptureProps['page'], SecureFieldResponse>>;
  /** While set, the frame answers only once it settles: a story sees the form busy meanwhile. */
  gate: Promise<void> | null;
  /** How many tokens the forms asked the frame for (CRD-101, CRD-102: none before the checks pass). */
  submits: number;
  /** How many times a form had the frame check its fields without a token (the rest of the form was wrong). */
  checks: number;
} = { next: {}, gate: null, submits: 0, checks: 0 };

/** Holds the scripted frame's answers until the returned release is called. */
export function holdFrameAnswers(): () => void {
  let release = () => {};
  frameAnswers.gate = new Promise<void>((resolve) => {
    release = () => {
      frameAnswers.gate = null;
      resolve();
    };
  });
  return release;
}

export const frameResponses = {
  card: acceptedCapture(),
  snap: acceptedCapture({ firstSix: null, lastFour: null, brand: null, expMonth: null, expYear: null }),
  gift: acceptedCapture({ firstSix: null, lastFour: null, brand: null, expMonth: null, expYear: null }),
  zeroGift: acceptedCapture({
    checkoutId: token('lv_zero'),
    firstSix: null,
    brand: null,
    expMonth: null,
    expYear: null,
  }),
  rightPin: acceptedCapture({ checkoutId: null, pinCheckoutId: token('pin_ok'), firstSix: null, brand: null }),
  wrongPin: acceptedCapture({ checkoutId: null, pinCheckoutId: token('pin_no'), firstSix: null, brand: null }),
  tooShort: { ...acceptedCapture(), responseCode: '872' as const, checkoutId: null },
};

function defaultAnswer(page: SecureCaptureProps['page'], cardKind?: 'ebt'): SecureFieldResponse {
  if (page === 'pin-form') return frameResponses.rightPin;
  if (page === 'gift-card-form') return frameResponses.gift;
  if (cardKind === 'ebt') return frameResponses.snap;
  return frameResponses.card;
}

/** The scripted secure frame: a box of the frame's size with the frame's name. */
function ScriptedCapture({ page, cardKind, labels, handleRef }: SecureCaptureProps) {
  useImperativeHandle(
    handleRef,
    () => ({
      submit: async () => {
        frameAnswers.submits += 1;
        if (frameAnswers.gate) await frameAnswers.gate;
        return frameAnswers.next[page] ?? defaultAnswer(page, cardKind);
      },
      check: async () => {
        frameAnswers.checks += 1;
        return (frameAnswers.next[page] ?? defaultAnswer(page, cardKind)).responseCode;
      },
      state: 'loaded' as const,
    }),
    [page, cardKind],
  );
  return (
    <fieldset
      aria-label={labels.title}
      data-part="secure-frame"
      data-page={page}
      style={{ height: 78, margin: 0, border: '1px dashed currentColor', borderRadius: 4 }}
    ></fieldset>
  );
}

export type WalletStorySetup = Omit<FlowSetup, 'handlers'> & {
  wallet?: WalletMockOptions;
  handlers?: FlowSetup['handlers'];
};

/** The wallet calls' fetch of the current story: the same mock wallet as the page's API client. */
let storyWalletFetch: typeof fetch | undefined;

/** Fresh wallet state, the scripted frame and the wallet mock, for one story. */
export function WalletHarness({ setup = {}, children }: { setup?: WalletStorySetup; children: ReactNode }) {
  const [mock] = useState(() => createWalletMock(setup.wallet));
  const handlers = { ...mock.handlers, ...setup.handlers };
  const [walletFetch] = useState(() => {
    const mockFetch = createMockFetch(handlers);
    return setup.wrapFetch ? setup.wrapFetch(mockFetch) : mockFetch;
  });
  storyWalletFetch = walletFetch;
  return (
    <FlowHarness session={demoSession} {...setup} handlers={handlers}>
      {children}
    </FlowHarness>
  );
}

/** Runs before each wallet story: nothing of the last story's wallet is left. */
export function resetWalletStory(): void {
  resetWallet();
  resetWalletSetup();
  frameAnswers.next = {};
  frameAnswers.gate = null;
  frameAnswers.submits = 0;
  frameAnswers.checks = 0;
  setSecureCapture(ScriptedCapture);
}

export function useWalletLabels() {
  const banner = useBanner();
  return useMemo(() => walletCopy(banner), [banner]);
}

/** Sets the wallet up on the story's mock wallet and opens the flyout. */
export function openStoryWallet(labels: ReturnType<typeof walletCopy>, context: WalletContext): Promise<void> {
  ensureWalletSetup({ tenantName: labels.tenantName, messages: labels.calls, fetch: storyWalletFetch });
  return openWallet(context);
}

/** Sets the wallet up on the story's mock wallet (before the card box's own setup, which is then a no-op). */
export function prepareStoryWallet(labels: ReturnType<typeof walletCopy>): void {
  ensureWalletSetup({ tenantName: labels.tenantName, messages: labels.calls, fetch: storyWalletFetch });
}
