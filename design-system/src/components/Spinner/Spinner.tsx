import { useEffect, useState } from 'react';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { ring, spinner } from './Spinner.css.ts';

export const spinnerSizes = ['small', 'medium', 'large'] as const;

/** How long a load may take before the indicator shows (SEL-168: the loading timeout is 200 ms). */
export const spinnerDefaultDelayMs = 200;

export type SpinnerProps = {
  /** What is loading, e.g. 'Loading...'. Announced when the spinner appears. */
  label: string;
  /** Show the label next to the ring instead of only to screen readers. */
  isLabelVisible?: boolean;
  /** Nothing shows before this many milliseconds, so quick loads do not flash a spinner. */
  delayMs?: number;
  size?: (typeof spinnerSizes)[number];
  className?: string;
};

/**
 * A loading indicator that appears only after `delayMs`. The status region is there from the start
 * and empty, so screen readers announce the label when it is filled in.
 */
export function Spinner({
  label,
  isLabelVisible = false,
  delayMs = spinnerDefaultDelayMs,
  size = 'medium',
  className,
}: SpinnerProps) {
  const [isVisible, setIsVisible] = useState(delayMs <= 0);

  useEffect(() => {
    if (delayMs <= 0) {
      setIsVisible(true);
      return;
    }
    setIsVisible(false);
    const timer = setTimeout(() => setIsVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  return (
    <span
      role="status"
      className={[spinner({ size }), className].filter(Boolean).join(' ')}
      data-component="Spinner"
      data-state={isVisible ? 'visible' : 'waiting'}
    >
      {isVisible ? (
        <>
          <span className={ring} aria-hidden="true" data-part="ring" />
          <span className={isLabelVisible ? undefined : visuallyHidden} data-part="label">
            {label}
          </span>
        </>
      ) : null}
    </span>
  );
}
