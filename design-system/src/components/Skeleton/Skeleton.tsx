import { assignInlineVars } from '@vanilla-extract/dynamic';
import { bone, height as heightVar, stack, width as widthVar } from './Skeleton.css.ts';

export const skeletonRadii = ['sm', 'md', 'lg', 'pill', 'circle'] as const;

export type SkeletonProps = {
  /** CSS length or pixels; defaults to the full width. */
  width?: string | number;
  /** CSS length or pixels, per line when `lines` is given; defaults to one line of text. */
  height?: string | number;
  radius?: (typeof skeletonRadii)[number];
  /** Draws a paragraph of this many bars, the last one shorter. */
  lines?: number;
  className?: string;
};

function toLength(value: string | number): string {
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * A placeholder block shown where content is loading. Hidden from assistive technology: pair it with
 * a Spinner or another status message that says what is loading.
 */
export function Skeleton({ width = '100%', height = '1em', radius = 'sm', lines, className }: SkeletonProps) {
  const style = assignInlineVars({ [widthVar]: toLength(width), [heightVar]: toLength(height) });
  const classes = (base: string) => [base, className].filter(Boolean).join(' ');

  if (lines !== undefined && lines > 0) {
    return (
      <span className={classes(stack)} style={style} aria-hidden="true" data-component="Skeleton" data-variant="lines">
        {Array.from({ length: lines }, (_, index) => (
          // The bars have no identity other than their position.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list
          <span key={index} className={bone({ radius })} data-part="line" />
        ))}
      </span>
    );
  }
  return (
    <span
      className={classes(bone({ radius }))}
      style={style}
      aria-hidden="true"
      data-component="Skeleton"
      data-variant="block"
    />
  );
}
