import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { type DialogBaseProps, DialogFrame } from '../OverlayParts/DialogFrame.tsx';
import { modal } from './Modal.css.ts';

export const modalSizes = ['small', 'medium'] as const;
export type ModalSize = (typeof modalSizes)[number];

export type ModalProps = DialogBaseProps & {
  size?: ModalSize;
  /** Shows a back arrow before the title (the selector's screens, SEL-027). */
  showBack?: boolean;
  /** Accessible name of the back arrow, e.g. 'Back'. Required with `showBack`. */
  backLabel?: string;
  onBack?: () => void;
};

/**
 * A centred modal dialog (Radix Dialog): title, optional description, body and footer. Focus is
 * trapped and returns to the trigger on close; page scroll is locked; Escape and outside clicks close.
 */
export function Modal({ size = 'medium', showBack = false, backLabel, onBack, ...props }: ModalProps) {
  const back =
    showBack && backLabel !== undefined ? (
      <IconButton label={backLabel} data-part="back" onClick={onBack}>
        <Icon name="back" />
      </IconButton>
    ) : undefined;
  return (
    <DialogFrame {...props} component="Modal" variant={size} headerStart={back} panelClassName={modal({ size })} />
  );
}
