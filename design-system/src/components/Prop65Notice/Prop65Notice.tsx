import type { ReactNode } from 'react';
import * as styles from './Prop65Notice.css.ts';

export type Prop65NoticeProps = {
  /** The delivery state. The notice renders only for 'CA' (SEL-123, SEL-124). */
  stateCode: string | null | undefined;
  /** The signal word, e.g. 'WARNING:'. */
  label: string;
  /** The warning text. */
  message: ReactNode;
  className?: string;
};

/** True when a Prop 65 warning applies to the state (California only). */
export function isProp65State(stateCode: string | null | undefined): boolean {
  return stateCode?.trim().toUpperCase() === 'CA';
}

/** California's Prop 65 chemical warning: the warning symbol and text, and nothing outside California. */
export function Prop65Notice({ stateCode, label, message, className }: Prop65NoticeProps) {
  if (!isProp65State(stateCode)) return null;
  return (
    <div role="note" className={[styles.notice, className].filter(Boolean).join(' ')} data-component="Prop65Notice">
      <svg className={styles.symbol} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-part="symbol">
        <path className={styles.symbolTriangle} d="M12 1.5 23.5 22h-23z" />
        <path
          className={styles.symbolMark}
          d="M10.8 8h2.4l-.5 7.5h-1.4zM12 16.8a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8z"
        />
      </svg>
      <p className={styles.message} data-part="message">
        <span className={styles.label}>{label}</span> {message}
      </p>
    </div>
  );
}
