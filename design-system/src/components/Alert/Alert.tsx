import type { ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { OverlayIconButton } from '../OverlayParts/OverlayParts.tsx';
import * as styles from './Alert.css.ts';

export const alertTones = ['info', 'positive', 'caution', 'critical'] as const;
export type AlertTone = (typeof alertTones)[number];

export type AlertProps = {
  tone?: AlertTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /** Words read before the message so the tone is not told by colour and icon alone, e.g. 'Error:'. */
  toneLabel?: string;
  /** A slot under the message for a button or link, e.g. 'Retry'. */
  action?: ReactNode;
  /** Shows a dismiss button with this accessible name. */
  dismissLabel?: string;
  onDismiss?: () => void;
  /** Controlled visibility; leave unset to let the dismiss button hide the alert by itself. */
  open?: boolean;
  defaultOpen?: boolean;
  /**
   * Announce the alert when it appears: critical alerts become `role="alert"` (assertive), other
   * tones `role="status"` (polite). Leave off for messages that are part of the page from the start.
   */
  isLive?: boolean;
  className?: string;
};

const icons = { info: 'info', positive: 'positive', caution: 'caution', critical: 'critical' } as const;

/** An inline message in one of four tones, with an optional title, action and dismiss button. */
export function Alert({
  tone = 'info',
  title,
  children,
  toneLabel,
  action,
  dismissLabel,
  onDismiss,
  open,
  defaultOpen = true,
  isLive = false,
  className,
}: AlertProps) {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen });
  if (!isOpen) return null;

  // Not live: a plain box in the page's reading order. A landmark per message would crowd the
  // landmark list, and the same message shown twice would make two landmarks of the same name.
  const liveRole = tone === 'critical' ? 'alert' : 'status';
  const role = isLive ? liveRole : undefined;

  return (
    <div
      role={role}
      className={[styles.alert({ tone }), className].filter(Boolean).join(' ')}
      data-component="Alert"
      data-variant={tone}
      data-state="open"
    >
      <Icon name={icons[tone]} className={styles.icon} />
      <div className={styles.content} data-part="content">
        {title ? (
          <p className={styles.title} data-part="title">
            {toneLabel ? <span className={visuallyHidden}>{toneLabel} </span> : null}
            {title}
          </p>
        ) : null}
        <div className={styles.body} data-part="body">
          {toneLabel && !title ? <span className={visuallyHidden}>{toneLabel} </span> : null}
          {children}
        </div>
        {action ? (
          <div className={styles.action} data-part="action">
            {action}
          </div>
        ) : null}
      </div>
      {dismissLabel ? (
        <OverlayIconButton
          icon="close"
          label={dismissLabel}
          className={styles.dismiss}
          data-part="dismiss"
          onClick={() => {
            onDismiss?.();
            if (open === undefined) setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
