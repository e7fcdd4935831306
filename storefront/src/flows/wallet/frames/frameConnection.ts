import {
  type CaptureCode,
  captureCodes,
  type FramePage,
  frameLoadTimeoutFor,
  frameTimings,
  frameToParentSchema,
  type ParentToFrame,
  type SecureFieldResponse,
} from '@aisle/contracts/frames';

/*
 * The storefront's side of one capture frame (FRM-010..030), without React: it polls the frame for ready
 * every 100 ms, gives up after the attempt's load time-out (10 s, +10 s per retry, capped at 30 s), and
 * sends submits that time out after 11 s. It accepts a message only from the capture origin exactly and
 * only from this frame's window; everything else is dropped unread and counted.
 */

/** FRM-010, FRM-011, FRM-013. */
export const frameLoadStates = ['loading', 'loaded', 'error'] as const;
export type FrameLoadState = (typeof frameLoadStates)[number];

/** FRM-027..030: why a frame message could not be sent or answered. */
export const frameMessagingErrors = {
  windowMissing: 'Frame messaging failed: the window is missing',
  noContentWindow: 'Frame messaging failed: the frame has no contentWindow',
  alreadyListening: 'Frame messaging failed: already listening for an answer',
  timeout: 'Timeout error',
} as const;
export type FrameMessagingReason = keyof typeof frameMessagingErrors;

export class FrameMessagingError extends Error {
  override readonly name = 'FrameMessagingError';
  constructor(readonly reason: FrameMessagingReason) {
    super(frameMessagingErrors[reason]);
  }
}

type MessageTarget = { postMessage(message: ParentToFrame, targetOrigin: string): void };
type Listening = {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

export type FrameConnectionOptions = {
  /** The page's window (undefined outside a browser: FRM-027). */
  window: Listening | undefined;
  /** The frame's window, when the iframe is there. */
  frameWindow: () => MessageTarget | null | undefined;
  /** The capture origin, exactly (`http://pay.localhost:4321`). */
  captureOrigin: string;
  /** 0 for the first load, 1 for the first retry... */
  attempt: number;
  /** The frame page: the PIN frame has its own load time-out (FRM-021); payment-form by default. */
  page?: FramePage;
  onState: (state: FrameLoadState) => void;
  /** The frame's content height, each time it changes (its fields, its errors, the page's width). */
  onHeight?: (heightPx: number) => void;
  /** For the scan test and the spoofing test: every message dropped for its origin or source. */
  onRejected?: (event: MessageEvent) => void;
};

export type FrameConnection = {
  start(): void;
  stop(): void;
  submit(): Promise<SecureFieldResponse>;
  /** Has the frame check what was typed and show its own errors, without a token: the first failing code. */
  check(): Promise<CaptureCode>;
  readonly state: FrameLoadState;
};

let requestSequence = 0;

type Pending = {
  requestId: string;
  kind: 'submit' | 'check';
  resolve: (answer: SecureFieldResponse | CaptureCode) => void;
  timer: ReturnType<typeof setTimeout>;
};

export function createFrameConnection(options: FrameConnectionOptions): FrameConnection {
  let state: FrameLoadState = 'loading';
  let poll: ReturnType<typeof setInterval> | undefined;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;
  let pending: Pending | undefined;

  const setState = (next: FrameLoadState) => {
    state = next;
    options.onState(next);
  };
  const stopLoading = () => {
    if (poll !== undefined) clearInterval(poll);
    if (loadTimer !== undefined) clearTimeout(loadTimer);
    poll = undefined;
    loadTimer = undefined;
  };

  const onMessage = (event: MessageEvent) => {
    const frameWindow = options.frameWindow();
    if (event.origin !== options.captureOrigin || !frameWindow || event.source !== (frameWindow as unknown)) {
      options.onRejected?.(event);
      return;
    }
    const parsed = frameToParentSchema.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'aisle-frame:ready') {
      if (state === 'loading') {
        stopLoading();
        setState('loaded');
      }
      return;
    }
    if (message.type === 'aisle-frame:height') {
      options.onHeight?.(message.height);
      return;
    }
    const answerKind = message.type === 'aisle-frame:response' ? 'submit' : 'check';
    if (pending?.requestId !== message.requestId || pending.kind !== answerKind) return;
    const { resolve, timer } = pending;
    clearTimeout(timer);
    pending = undefined;
    resolve(message.type === 'aisle-frame:response' ? message.response : message.responseCode);
  };

  /** FRM-027..030: one question to the frame at a time, answered within 11 s. */
  function ask(kind: Pending['kind']): Promise<SecureFieldResponse | CaptureCode> {
    if (!options.window) return Promise.reject(new FrameMessagingError('windowMissing'));
    const frameWindow = options.frameWindow();
    if (!frameWindow) return Promise.reject(new FrameMessagingError('noContentWindow'));
    if (pending) return Promise.reject(new FrameMessagingError('alreadyListening'));
    requestSequence += 1;
    const requestId = `r${Date.now().toString(36)}${requestSequence}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending = undefined;
        reject(new FrameMessagingError('timeout'));
      }, frameTimings.messageTimeoutMs);
      pending = { requestId, kind, resolve, timer };
      frameWindow.postMessage(
        { type: kind === 'submit' ? 'aisle-frame:submit' : 'aisle-frame:check', requestId },
        options.captureOrigin,
      );
    });
  }

  return {
    get state() {
      return state;
    },
    start() {
      options.window?.addEventListener('message', onMessage);
      setState('loading');
      const ping = () => options.frameWindow()?.postMessage({ type: 'aisle-frame:ping' }, options.captureOrigin);
      poll = setInterval(ping, frameTimings.readyPollMs);
      loadTimer = setTimeout(
        () => {
          stopLoading();
          setState('error');
        },
        frameLoadTimeoutFor(options.page ?? 'payment-form', options.attempt),
      );
    },
    stop() {
      stopLoading();
      options.window?.removeEventListener('message', onMessage);
      if (pending) clearTimeout(pending.timer);
      pending = undefined;
    },
    submit() {
      return ask('submit') as Promise<SecureFieldResponse>;
    },
    check() {
      return ask('check') as Promise<CaptureCode>;
    },
  };
}

/** FRM-006..008: a frame page's address on the capture origin, with the words it shows. */
export function frameUrl(
  captureOrigin: string,
  page: FramePage,
  parentOrigin: string,
  options: { cardKind?: 'ebt'; labels?: Record<string, string>; now?: number; banner?: string } = {},
): string {
  const url = new URL(`/${page}.html`, captureOrigin);
  url.searchParams.set('parent', parentOrigin);
  // FRM-007: the time query parameter (a fresh load on every retry).
  url.searchParams.set('time', String(options.now ?? Date.now()));
  if (options.cardKind) url.searchParams.set('ct', options.cardKind);
  if (options.banner) url.searchParams.set('banner', options.banner);
  for (const [key, value] of Object.entries(options.labels ?? {})) url.searchParams.set(`l.${key}`, value);
  return url.toString();
}

/** Whether a capture answer is a token (870) rather than a refusal. */
export function isAccepted(response: SecureFieldResponse): boolean {
  return response.responseCode === captureCodes.accepted;
}
