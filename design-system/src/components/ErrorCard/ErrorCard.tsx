import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './ErrorCard.css.ts';

export type ErrorCardProps = {
  /** 'Oops, something went wrong! Please reload your page.' (ERR-007). */
  message: string;
  /** 'Reload' (ERR-008). */
  reloadLabel: string;
  /** Replaces the default, reloading the page. */
  onReload?: () => void;
  /** Announce the card when it replaces content that failed to load. */
  isLive?: boolean;
  className?: string;
};

/** The retry card shown where content failed to load: the message and a Reload button. */
export function ErrorCard({ message, reloadLabel, onReload, isLive = false, className }: ErrorCardProps) {
  return (
    <div
      role={isLive ? 'alert' : undefined}
      className={[styles.card, className].filter(Boolean).join(' ')}
      data-component="ErrorCard"
    >
      <Icon name="reload" className={styles.icon} />
      <p className={styles.message} data-part="message">
        {message}
      </p>
      <Button variant="secondary" onClick={() => (onReload ? onReload() : window.location.reload())} data-part="reload">
        {reloadLabel}
      </Button>
    </div>
  );
}
