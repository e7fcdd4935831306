import type { ButtonHTMLAttributes, Ref } from 'react';
import { icon, iconButton } from './OverlayParts.css.ts';

/**
 * Pieces the overlay and feedback components share: their few icons, and an icon-only button that
 * takes the colour of the message it sits on (IconButton draws its own colours, which suit the
 * dialogs' light surfaces but not a toned alert or the dark toast). Internal: not exported.
 */
const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  chevronDown: 'M6 9l6 6 6-6',
  info: 'M12 11v6M12 7.5v.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  positive: 'M8 12.5l2.75 2.75L16.5 9.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  caution:
    'M12 9.5v4.5M12 17.5v.01M10.3 3.9L2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  critical: 'M12 7.5v5.5M12 16.5v.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
} as const;

export type OverlayIconName = keyof typeof paths;

/** A decorative icon: always hidden from assistive technology, the text next to it carries the meaning. */
export function OverlayIcon({ name, className }: { name: OverlayIconName; className?: string }) {
  return (
    <svg
      className={[icon, className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {/* fill on the path itself: an icon button's `svg { fill: currentColor }` must not fill the strokes. */}
      <path d={paths[name]} fill="none" />
    </svg>
  );
}

export type OverlayIconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  icon: OverlayIconName;
  /** The button's accessible name, e.g. 'close dialog'. */
  label: string;
  surface?: 'default' | 'inverse';
  ref?: Ref<HTMLButtonElement>;
};

/** An icon-only button named by `label`; accepts Radix `asChild` props (onClick, ref, data-state). */
export function OverlayIconButton({
  icon: iconName,
  label,
  surface = 'default',
  className,
  type = 'button',
  ...rest
}: OverlayIconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      className={[iconButton({ surface }), className].filter(Boolean).join(' ')}
    >
      <OverlayIcon name={iconName} />
    </button>
  );
}
