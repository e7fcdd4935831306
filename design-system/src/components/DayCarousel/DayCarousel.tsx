import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './DayCarousel.css.ts';
import { type DayCarouselDay, initialDayIndex } from './initialDayIndex.ts';

export { type DayCarouselDay, type DayCarouselTime, initialDayIndex, isUnderFive } from './initialDayIndex.ts';

/** GEN-064: a scroll button moves the days by 70% of the visible width. */
export const DAY_CAROUSEL_SCROLL_STEP = 0.7;
/** ACC-175: the carousel warns when it holds more than 15 items. */
export const DAY_CAROUSEL_WARNING_THRESHOLD = 15;

export type DayCarouselLabels = {
  /** Name of the day choice (a radio group). */
  label: string;
  /** Names of the scroll buttons. */
  previous: string;
  next: string;
  /** Shown when `itemCount` is above 15. */
  warning: string;
};

export type DayCarouselProps = {
  /** The days to offer, usually 7 (ACC-169). */
  days: readonly DayCarouselDay[];
  /** Controlled selected date. */
  value?: string;
  /** Uncontrolled start; without it the day of `initialDayIndex` is selected. */
  defaultValue?: string;
  onValueChange?: (date: string) => void;
  /** The 'Under $5' filter is on: the first day selected is the first one with a time under $5. */
  underFiveFilter?: boolean;
  /** How many items the order holds; above 15 the warning shows. */
  itemCount?: number;
  labels: DayCarouselLabels;
  className?: string;
};

function prefersReducedMotion(view: Window | null): boolean {
  return view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The day picker's carousel: one choice among the days (radio group with arrow keys, Home and End;
 * selection follows focus), with previous and next buttons that scroll by 70% of the visible width.
 */
export function DayCarousel({
  days,
  value,
  defaultValue,
  onValueChange,
  underFiveFilter = false,
  itemCount = 0,
  labels,
  className,
}: DayCarouselProps) {
  const [selectedInternally, setSelectedInternally] = useState<string | undefined>(
    () => defaultValue ?? days[initialDayIndex(days, { underFiveFilter })]?.date,
  );
  const selected = value !== undefined ? value : selectedInternally;
  const trackRef = useRef<HTMLDivElement>(null);
  const dayRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [scrollState, setScrollState] = useState({ canGoBack: false, canGoForward: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const canGoBack = track.scrollLeft > 1;
    const canGoForward = track.scrollLeft + track.clientWidth < track.scrollWidth - 1;
    setScrollState((current) =>
      current.canGoBack === canGoBack && current.canGoForward === canGoForward ? current : { canGoBack, canGoForward },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a different number of days changes the overflow
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    track.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      track.removeEventListener('scroll', measure);
    };
  }, [measure, days.length]);

  function select(index: number) {
    const day = days[index];
    if (!day) return;
    if (value === undefined) setSelectedInternally(day.date);
    onValueChange?.(day.date);
  }

  function scrollByStep(direction: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({
      left: direction * track.clientWidth * DAY_CAROUSEL_SCROLL_STEP,
      behavior: prefersReducedMotion(track.ownerDocument.defaultView) ? 'auto' : 'smooth',
    });
  }

  const selectedIndex = days.findIndex((day) => day.date === selected);
  const focusableIndex = selectedIndex === -1 ? 0 : selectedIndex;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = days.length - 1;
    const from = days.findIndex((_, index) => dayRefs.current[index] === event.target);
    if (from === -1) return;
    const moves: Record<string, number> = {
      ArrowRight: from === last ? 0 : from + 1,
      ArrowDown: from === last ? 0 : from + 1,
      ArrowLeft: from === 0 ? last : from - 1,
      ArrowUp: from === 0 ? last : from - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
    const element = dayRefs.current[target];
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({
      block: 'nearest',
      inline: 'nearest',
      behavior: prefersReducedMotion(element.ownerDocument.defaultView) ? 'auto' : 'smooth',
    });
  }

  const hasOverflow = scrollState.canGoBack || scrollState.canGoForward;
  const showsWarning = itemCount > DAY_CAROUSEL_WARNING_THRESHOLD;

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-component="DayCarousel">
      {showsWarning ? (
        <p className={styles.warning} data-part="warning">
          <Icon name="caution" className={styles.warningIcon} />
          {labels.warning}
        </p>
      ) : null}
      <div className={styles.frame}>
        <button
          type="button"
          className={styles.scrollButton}
          aria-label={labels.previous}
          disabled={!scrollState.canGoBack}
          hidden={!hasOverflow}
          data-part="previous"
          onClick={() => scrollByStep(-1)}
        >
          <ScrollIcon direction="previous" />
        </button>
        <div
          ref={trackRef}
          role="radiogroup"
          aria-label={labels.label}
          className={styles.track}
          data-part="track"
          onKeyDown={onKeyDown}
        >
          {days.map((day, index) => {
            const isSelected = index === selectedIndex;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a day tile is a button in a roving-focus radio group (APG radio group pattern)
              <button
                key={day.date}
                ref={(element) => {
                  dayRefs.current[index] = element;
                }}
                type="button"
                role="radio"
                aria-checked={isSelected}
                tabIndex={index === focusableIndex ? 0 : -1}
                className={styles.day}
                data-part="day"
                data-state={isSelected ? 'selected' : 'idle'}
                data-value={day.date}
                aria-label={day.accessibleLabel}
                onClick={() => select(index)}
              >
                <span className={styles.dayLabel}>{day.dayLabel}</span>
                <span className={styles.daySubText}>{day.daySubText}</span>
              </button>
            );
          })}
        </div>
        <button
          type="button"
          className={styles.scrollButton}
          aria-label={labels.next}
          disabled={!scrollState.canGoForward}
          hidden={!hasOverflow}
          data-part="next"
          onClick={() => scrollByStep(1)}
        >
          <ScrollIcon direction="next" />
        </button>
      </div>
    </div>
  );
}

/** The chevron of the previous and next scroll buttons. */
function ScrollIcon({ direction }: { direction: 'previous' | 'next' }) {
  return <Icon name={direction === 'previous' ? 'back' : 'forward'} className={styles.scrollIcon} strokeWidth={2.5} />;
}
