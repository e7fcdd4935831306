import { type DialogBaseProps, DialogFrame } from '../OverlayParts/DialogFrame.tsx';
import { modal } from './Modal.css.ts';

export const modalSizes = ['small', 'medium'] as const;
export type ModalSize = (typeof modalSizes)[number];

export type ModalProps = DialogBaseProps & { size?: ModalSize };

/**
 * A centred modal dialog (Radix Dialog): title, optional description, body and footer. Focus is
 * trapped and returns to the trigger on close; page scroll is locked; Escape and outside clicks close.
 */
export function Modal({ size = 'medium', ...props }: ModalProps) {
  return <DialogFrame {...props} component="Modal" variant={size} panelClassName={modal({ size })} />;
}
