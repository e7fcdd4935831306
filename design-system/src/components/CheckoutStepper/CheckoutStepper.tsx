import { visuallyHidden } from '../../styles/utilities.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './CheckoutStepper.css.ts';

/** The checkout's two steps, in order (SCH-010). */
export const checkoutSteps = ['schedule', 'pay'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** Where the shopper is: on a step, or past both (order placed). */
export const checkoutProgress = ['schedule', 'pay', 'complete'] as const;
export type CheckoutProgress = (typeof checkoutProgress)[number];

/** A step's state (SCH-011). */
export const checkoutStepStates = ['completed', 'current', 'notCompleted'] as const;
export type CheckoutStepState = (typeof checkoutStepStates)[number];

export const checkoutStepperVariants = ['default', 'mobile'] as const;
export type CheckoutStepperVariant = (typeof checkoutStepperVariants)[number];

export type CheckoutStepperLabels = {
  /** Name of the navigation landmark. */
  label: string;
  schedule: string;
  pay: string;
  completed: string;
  current: string;
  notCompleted: string;
};

export type CheckoutStepperProps = {
  progress: CheckoutProgress;
  /** 'mobile' is the compact indicator of narrow checkout pages. */
  variant?: CheckoutStepperVariant;
  labels: CheckoutStepperLabels;
  className?: string;
};

/** A step's state for the given progress: steps before it are completed, it is current, later ones are not. */
export function checkoutStepState(step: CheckoutStep, progress: CheckoutProgress): CheckoutStepState {
  const stepIndex = checkoutSteps.indexOf(step);
  const progressIndex = checkoutProgress.indexOf(progress);
  if (stepIndex < progressIndex) return 'completed';
  return stepIndex === progressIndex ? 'current' : 'notCompleted';
}

/**
 * The checkout's Schedule and Pay steps. An ordered list in a navigation landmark; the current step
 * carries aria-current="step" and every step says its state in hidden text, so the state never rests on
 * colour or the tick alone.
 */
export function CheckoutStepper({ progress, variant = 'default', labels, className }: CheckoutStepperProps) {
  return (
    <nav
      aria-label={labels.label}
      className={[styles.stepper({ variant }), className].filter(Boolean).join(' ')}
      data-component="CheckoutStepper"
      data-variant={variant}
      data-state={progress}
    >
      <ol className={styles.list}>
        {checkoutSteps.map((step, index) => {
          const state = checkoutStepState(step, progress);
          const isLast = index === checkoutSteps.length - 1;
          return (
            <li
              key={step}
              className={styles.step}
              data-part="step"
              data-step={step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true" data-part="marker">
                {state === 'completed' ? (
                  <Icon name="check" className={styles.markerIcon} strokeWidth={3} />
                ) : (
                  index + 1
                )}
              </span>
              <span className={styles.label} data-part="label">
                {labels[step]}
                <span className={visuallyHidden}> {labels[state]}</span>
              </span>
              {isLast ? null : (
                <span className={styles.connector} aria-hidden="true" data-part="connector" data-state={state} />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
