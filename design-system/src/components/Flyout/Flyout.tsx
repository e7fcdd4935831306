import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { type DialogBaseProps, DialogFrame } from '../OverlayParts/DialogFrame.tsx';
import { sidePanel } from '../OverlayParts/dialogParts.css.ts';
import * as styles from './Flyout.css.ts';

export type FlyoutProps = DialogBaseProps & {
  /** Shows the back arrow before the title (the wallet's add and check-balance screens). */
  showBack?: boolean;
  /** Accessible name of the back arrow, e.g. 'Go back'. Required with `showBack`. */
  backLabel?: string;
  onBack?: () => void;
};

/**
 * The wallet flyout (Radix Dialog): slides in from the right on desktop and fills the screen on phones.
 * Header: optional back arrow, the title, optional close button. Escape and outside clicks close it
 * unless `onEscapeKeyDown`/`onPointerDownOutside` prevent it, e.g. to ask 'Discard Changes?' first.
 */
export function Flyout({ showBack = false, backLabel, onBack, ...props }: FlyoutProps) {
  const back =
    showBack && backLabel !== undefined ? (
      <IconButton label={backLabel} data-part="back" onClick={onBack}>
        <Icon name="back" />
      </IconButton>
    ) : undefined;
  return (
    <DialogFrame
      {...props}
      component="Flyout"
      variant={back ? 'with-back' : undefined}
      headerStart={back}
      panelClassName={`${sidePanel} ${styles.flyout}`}
      footerClassName={styles.footer}
    />
  );
}
