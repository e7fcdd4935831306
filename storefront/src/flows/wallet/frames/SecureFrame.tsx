import {
  type CaptureCode,
  captureOriginFor,
  type FramePage,
  frameTimings,
  reservedFrameHeight,
  type SecureFieldResponse,
} from '@aisle/contracts/frames';
import { Button } from '@aisle/design-system/components/Button';
import { Modal } from '@aisle/design-system/components/Modal';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { SecureFrameLabels } from '../../../lib/copy/walletFrames.ts';
import { createFrameConnection, type FrameConnection, type FrameLoadState, frameUrl } from './frameConnection.ts';
import * as styles from './secureFrame.css.ts';

export type SecureFrameHandle = {
  /** FRM-004: captures what the shopper typed; resolves with the capture answer (a token or a refusal code). */
  submit(): Promise<SecureFieldResponse>;
  /**
   * Has the frame check what was typed and show its own field errors, with no token asked for (the form's
   * other fields are wrong, CRD-101): the first failing capture code, 870 when all pass.
   */
  check(): Promise<CaptureCode>;
  readonly state: FrameLoadState;
};

export type SecureFrameProps = {
  /** FRM-006: which frame page (payment-form for a new card, cvv-form etc. for an edit, pin-form, gift-card-form). */
  page: FramePage;
  /** FRM-008: 'ebt' to capture a SNAP EBT card number with payment-form. */
  cardKind?: 'ebt';
  /** Which retry modal a load failure opens: 'Unable to add card' or 'Unable to edit card' (FRM-022, FRM-023). */
  purpose: 'add' | 'edit';
  labels: SecureFrameLabels;
  handleRef?: Ref<SecureFrameHandle>;
  onStateChange?: (state: FrameLoadState) => void;
  /** The capture origin; by default the page's own (`pay.<host>`). */
  captureOrigin?: string;
  /**
   * The banner whose theme and font the capture origin links into the frame, for a page that shows more than
   * one banner (Storybook's capture origin). A storefront leaves it out: the capture service takes the banner
   * from the embedding site's host and ignores this parameter.
   */
  banner?: string;
};

/**
 * One secure capture frame on the capture origin (FRM-001..030), as wide as the form around it and as tall
 * as what it shows: a box of its rows' height (78 px a row, FRM-024) reserved from the first render, then
 * the height the frame reports of itself whenever it changes (an error under a field, FRM-025; a narrower
 * page wrapping its fields). Its ready state is polled every 100 ms, and a retry modal opens when it does
 * not answer in time. The card number, expiry, CVV or PIN never reach this page: the frame answers only a
 * token.
 */
export function SecureFrame({
  page,
  cardKind,
  purpose,
  labels,
  handleRef,
  onStateChange,
  captureOrigin,
  banner,
}: SecureFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const connection = useRef<FrameConnection | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FrameLoadState>('loading');
  const [height, setHeight] = useState<number>(() => reservedFrameHeight(page, cardKind));
  const [source, setSource] = useState<{ origin: string; url: string } | null>(null);

  useEffect(() => {
    const origin = captureOrigin ?? captureOriginFor(window.location.origin);
    setSource({
      origin,
      url: frameUrl(origin, page, window.location.origin, {
        ...(cardKind ? { cardKind } : {}),
        ...(banner ? { banner } : {}),
        labels: labels.fields,
        now: Date.now() + attempt,
      }),
    });
  }, [captureOrigin, page, cardKind, banner, labels.fields, attempt]);

  useEffect(() => {
    if (!source) return;
    const created = createFrameConnection({
      window,
      frameWindow: () => frame.current?.contentWindow,
      captureOrigin: source.origin,
      attempt,
      page,
      onState: (next) => {
        setState(next);
        onStateChange?.(next);
      },
      onHeight: setHeight,
    });
    connection.current = created;
    created.start();
    return () => created.stop();
  }, [source, attempt, page, onStateChange]);

  useImperativeHandle(
    handleRef,
    () => ({
      submit: () =>
        connection.current
          ? connection.current.submit()
          : Promise.reject(new Error('The secure frame has not started yet')),
      check: () =>
        connection.current
          ? connection.current.check()
          : Promise.reject(new Error('The secure frame has not started yet')),
      get state() {
        return connection.current?.state ?? 'loading';
      },
    }),
    [],
  );

  const retryHeading = purpose === 'add' ? labels.addRetryHeading : labels.editRetryHeading;
  const retryText = purpose === 'add' ? labels.addRetryText : labels.editRetryText;
  return (
    <div data-component="SecureFrame" data-state={state} data-page={page} className={styles.root}>
      {/* The box and the iframe carry their size in their own style: the build puts this file's stylesheet in a
          chunk My Wallet does not load (issue 20: a 300 px wide frame there), and a frame must fill its box
          wherever it is. The frame keeps room for its fields' focus ring around them (frameTimings.paddingPx);
          the box reaches into the form's gaps by as much, so the fields line up with the form's own. */}
      <div
        className={styles.box}
        style={{
          position: 'relative',
          width: `calc(100% + ${2 * frameTimings.paddingPx}px)`,
          height: `${height}px`,
          margin: `-${frameTimings.paddingPx}px`,
        }}
      >
        {source ? (
          <iframe
            key={attempt}
            ref={frame}
            title={labels.title}
            src={source.url}
            className={styles.frame}
            style={{ display: 'block', width: '100%', height: `${height}px`, border: 0 }}
            data-attempt={attempt}
          />
        ) : null}
      </div>
      {state === 'error' ? (
        <p role="alert" className={styles.error}>
          {labels.frameFailed}
        </p>
      ) : null}
      <Modal
        open={state === 'error'}
        onOpenChange={() => undefined}
        title={retryHeading}
        description={retryText}
        closeLabel={labels.closeLabel}
        showClose={false}
        closeOnEscape={false}
        closeOnOutsideClick={false}
        footer={
          <Button
            onClick={() => {
              // FRM-015: a fresh load with a longer time-out.
              setState('loading');
              setAttempt((current) => current + 1);
            }}
          >
            {labels.tryAgain}
          </Button>
        }
      >
        {purpose === 'add' ? <p className={styles.code}>{labels.errorCode}</p> : null}
      </Modal>
    </div>
  );
}
