import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { iconButton } from './OverlayParts.css.ts';

/**
 * Pieces the overlay and feedback components share: an icon-only button that
 * takes the colour of the message it sits on (IconButton draws its own colours, which suit the
 * dialogs' light surfaces but not a toned alert or the dark toast). Internal: not exported.
 */
export type OverlayIconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  icon: IconName;
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
      <Icon name={iconName} />
    </button>
  );
}
