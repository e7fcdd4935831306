import type { SecureFieldResponse } from '@aisle/contracts';
import { frameLoadTimeoutMs } from '@aisle/contracts/frames';
import { acceptedCapture, createWalletMock, type WalletMockOptions } from '@aisle/contracts/testing';
import { type SecureCaptureProps, setSecureCapture } from '@aisle/storefront/flows/wallet/flyout/secureCapture.tsx';
import { ensureWalletSetup, resetWalletSetup } from '@aisle/storefront/flows/wallet/flyout/walletSetup.ts';
import { openWallet, resetWallet } from '@aisle/storefront/flows/wallet/flyout/walletStore.ts';
import type { WalletContext } from '@aisle/storefront/flows/wallet/flyout/walletTypes.ts';
import { SecureFrame, type SecureFrameHandle } from '@aisle/storefront/flows/wallet/frames/SecureFrame.tsx';
import { walletCopy } from '@aisle/storefront/lib/copy/wallet.ts';
import { type ReactNode, type RefObject, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { useBanner } from '../../support/BannerContext.tsx';
import { demoSession, FlowHarness, type FlowSetup } from '../../support/FlowHarness.tsx';

/*
 * The wallet's stories run the real flyout, store and gateway against the contracts' wallet mock (through
 * FlowHarness's mock fetch), and the real secure frame: the frame host (SecureFrame) embeds the frames' own
 * build from Storybook's capture origin, `pay.localhost:<port>` (.storybook/captureOrigin.ts), in the story's
 * banner. Only the frame's answers are scripted: a story decides what a submit or a check answers, as a mock
 * fetch decides what the API answers, so nothing typed is sent and no play function waits on a tokenizer.
 */

const token = (prefix: string) => `${prefix}${'a'.repeat(24)}`;

/** What the frame answers the next submit, per page; a story sets it before the submit it drives. */
export const frameAnswers: {
  next: Partial<Record<SecureCaptureProps['page'], SecureFieldResponse>>;
  /** While set, the frame answers only once it settles: a story sees the form busy meanwhile. */
  gate: Promise<void> | null;
  /** How many tokens the forms asked the frame for (CRD-101, CRD-102: none before the checks pass). */
  submits: number;
  /** How many times a form had the frame check its fields without a token (the rest of the form was wrong). */
  checks: number;
} = { next: {}, gate: null, submits: 0, checks: 0 };

/** The checks the real frames are still answering: a story ends once each frame has drawn its errors. */
const pendingChecks = new Set<Promise<void>>();

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

/**
 * How long a story waits for a frame: a card frame's first load time-out (FRM-016), for the PIN frame too (its
 * own is 30 s, a story test's whole time): Storybook's own server answers in well under a second.
 */
const storyFrameLoadMs = frameLoadTimeoutMs(0);

/** The real frame's handle once it has loaded; a frame that does not load in time rejects. */
async function loadedFrame(frame: RefObject<SecureFrameHandle | null>): Promise<SecureFrameHandle> {
  const started = Date.now();
  while (Date.now() - started < storyFrameLoadMs) {
    const handle = frame.current;
    if (handle?.state === 'loaded') return handle;
    if (handle?.state === 'error') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The secure frame did not load');
}

/**
 * The real secure frame with a scripted token: the frame's fields, height, load state and field checks are the
 * frame's own (a check has it show its errors, as a shopper would see them, CRD-101); a submit is answered from
 * `frameAnswers` and never reaches the frame, as a mock fetch answers for the API. Both are counted.
 */
function StoryCapture(props: SecureCaptureProps) {
  const { page, cardKind, handleRef } = props;
  const banner = useBanner();
  const frame = useRef<SecureFrameHandle>(null);
  const ownChecks = useRef(new Set<Promise<void>>());
  useEffect(() => {
    const checks = ownChecks.current;
    // A frame that goes away never answers what it was asked: nothing waits for it after.
    return () => {
      for (const check of checks) pendingChecks.delete(check);
    };
  }, []);
  useImperativeHandle(
    handleRef,
    () => ({
      submit: async () => {
        frameAnswers.submits += 1;
        if (frameAnswers.gate) await frameAnswers.gate;
        return frameAnswers.next[page] ?? defaultAnswer(page, cardKind);
      },
      check: () => {
        frameAnswers.checks += 1;
        // A check asked while the frame still loads waits for it, so its errors show whatever the timing.
        const answer = loadedFrame(frame).then((handle) => handle.check());
        const settled = answer.then(
          () => undefined,
          () => undefined,
        );
        pendingChecks.add(settled);
        ownChecks.current.add(settled);
        void settled.then(() => {
          pendingChecks.delete(settled);
          ownChecks.current.delete(settled);
        });
        return answer;
      },
      get state() {
        return frame.current?.state ?? 'loading';
      },
    }),
    [page, cardKind],
  );
  return <SecureFrame {...props} banner={banner.id} handleRef={frame} />;
}

/**
 * Resolves once the frames have answered every check asked of them: their errors are drawn and the iframes
 * sized to them, so what a play does next (a click that scrolls the form) finds the layout it will keep.
 */
export async function frameChecksAnswered(): Promise<void> {
  await Promise.all(pendingChecks);
}

/**
 * A story's end waits for its frames (afterEach): each one loaded and done with the checks asked of it, so the
 * play's last state, the axe check and the visual run's screenshot see the real fields and their errors rather
 * than a box still waiting for them. A frame that has not loaded in 10 s fails the story.
 */
export async function waitForSecureFrames({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const frames = () => [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-component="SecureFrame"]')];
  await waitFor(() => expect(frames().filter((frame) => frame.dataset.state === 'loading')).toEqual([]), {
    timeout: storyFrameLoadMs,
  });
  await expect(frames().map((frame) => `${frame.dataset.page}: ${frame.dataset.state}`)).toEqual(
    frames().map((frame) => `${frame.dataset.page}: loaded`),
  );
  await frameChecksAnswered();
}

/**
 * The frame's page is the frames' own build on another origin, which the a11y addon's axe cannot enter (it
 * would wait on the frame, then call it untested): the iframe itself (its title) is checked here, the fields
 * inside it by the visual run's axe, in each banner it compares (tests/visual/stories.visual.ts).
 */
export const secureFrameA11y = { options: { iframes: false } } as const;

export type WalletStorySetup = Omit<FlowSetup, 'handlers'> & {
  wallet?: WalletMockOptions;
  handlers?: FlowSetup['handlers'];
};

/** Fresh wallet state, the frame's scripted answers and the wallet mock, for one story. */
export function WalletHarness({ setup = {}, children }: { setup?: WalletStorySetup; children: ReactNode }) {
  const [mock] = useState(() => createWalletMock(setup.wallet));
  // The wallet calls go through the page's API client, which FlowHarness points at this mock (wrapFetch too).
  const handlers = { ...mock.handlers, ...setup.handlers };
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
  pendingChecks.clear();
  setSecureCapture(StoryCapture);
}

export function useWalletLabels() {
  const banner = useBanner();
  return useMemo(() => walletCopy(banner), [banner]);
}

/** Sets the wallet up on the story's mock wallet and opens the flyout. */
export function openStoryWallet(labels: ReturnType<typeof walletCopy>, context: WalletContext): Promise<void> {
  ensureWalletSetup({ tenantName: labels.tenantName, messages: labels.calls });
  return openWallet(context);
}

/** Sets the wallet up on the story's mock wallet (before the card box's own setup, which is then a no-op). */
export function prepareStoryWallet(labels: ReturnType<typeof walletCopy>): void {
  ensureWalletSetup({ tenantName: labels.tenantName, messages: labels.calls });
}
