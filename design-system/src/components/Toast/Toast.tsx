import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { OverlayIconButton } from '../OverlayParts/OverlayParts.tsx';
import * as styles from './Toast.css.ts';
import { toastStore as pageToastStore, type ToastAction, type ToastStore, type ToastTone } from './toastStore.ts';

export { dismissToast, showToast, type ToastAction, type ToastTone, toastTones } from './toastStore.ts';

/** The spec's success message time-out. */
export const defaultToastDurationMs = 5000;

/** Closes every toast of the page's store (Storybook clears them before each story). */
export function clearToasts(): void {
  pageToastStore.clear();
}

export type ToastProps = {
  tone?: ToastTone;
  heading?: string;
  message: string;
  action?: ToastAction;
  /** Accessible name of the close button. */
  dismissLabel: string;
  /** Called by the close button and when the time runs out. */
  onDismiss?: () => void;
  /** Milliseconds before it closes by itself, paused while hovered or focused; `null` never. */
  durationMs?: number | null;
};

const icons = { success: 'positive', info: 'info', error: 'critical' } as const;

/**
 * A short message on the inverse fill that closes by itself. Render it inside a `<ToastRegion>`
 * (or another live region) so that it is announced.
 */
export function Toast({
  tone = 'success',
  heading,
  message,
  action,
  dismissLabel,
  onDismiss,
  durationMs = defaultToastDurationMs,
}: ToastProps) {
  const [isPaused, setIsPaused] = useState(false);
  const dismissAfterTimeout = useEffectEvent(() => onDismiss?.());

  useEffect(() => {
    if (durationMs === null || isPaused) return;
    // Pausing restarts the full time: a shopper who just read it gets the whole time again.
    const timer = setTimeout(dismissAfterTimeout, durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, isPaused]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing the time-out while the pointer or focus is inside is not an interaction of its own (WCAG 2.2.1); the toast's buttons are the controls
    <div
      className={styles.toast}
      data-component="Toast"
      data-variant={tone}
      data-state={isPaused ? 'paused' : 'open'}
      onPointerEnter={() => setIsPaused(true)}
      onPointerLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsPaused(false);
      }}
    >
      <Icon name={icons[tone]} className={styles.icon} />
      <div className={styles.content} data-part="content">
        {heading ? (
          <p className={styles.heading} data-part="heading">
            {heading}
          </p>
        ) : null}
        <p className={styles.message} data-part="message">
          {message}
        </p>
        {action?.href ? (
          <a className={styles.action} href={action.href} onClick={action.onAction} data-part="action">
            {action.label}
          </a>
        ) : action ? (
          <button type="button" className={styles.action} onClick={action.onAction} data-part="action">
            {action.label}
          </button>
        ) : null}
      </div>
      <OverlayIconButton
        icon="close"
        label={dismissLabel}
        surface="inverse"
        data-part="dismiss"
        onClick={() => onDismiss?.()}
      />
    </div>
  );
}

export type ToastRegionProps = {
  /** Accessible name of the region, e.g. 'Notifications'. */
  label: string;
  /** Accessible name of each toast's close button. */
  dismissLabel: string;
  /** Defaults to the page's store that `showToast()` fills. */
  store?: ToastStore;
  /** `viewport` (default): fixed, bottom-center on mobile, top-right from 768px. `inline`: in the flow. */
  placement?: 'viewport' | 'inline';
};

/**
 * The polite live region toasts appear in. Mount it once, empty, when the page loads: a live region
 * must exist before its content changes for screen readers to announce the change.
 */
export function ToastRegion({ label, dismissLabel, store = pageToastStore, placement = 'viewport' }: ToastRegionProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-label={label}
      className={placement === 'viewport' ? styles.region : styles.inlineRegion}
      data-component="ToastRegion"
      data-state={toasts.length > 0 ? 'open' : 'empty'}
    >
      {toasts.map(({ id, durationMs, ...toast }) => (
        <Toast
          key={id}
          {...toast}
          durationMs={durationMs === undefined ? defaultToastDurationMs : durationMs}
          dismissLabel={dismissLabel}
          onDismiss={() => store.dismiss(id)}
        />
      ))}
    </div>
  );
}
