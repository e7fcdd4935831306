import { type DialogBaseProps, DialogFrame } from '../OverlayParts/DialogFrame.tsx';
import { sidePanel } from '../OverlayParts/dialogParts.css.ts';
import * as styles from './Drawer.css.ts';

export type DrawerProps = DialogBaseProps;

/**
 * A side panel (Radix Dialog) from the right, full width under 768px: title, close button, a body that
 * scrolls and a footer for the primary button. For the checkout's contact, instructions, custom tip
 * and items panels.
 */
export function Drawer(props: DrawerProps) {
  return (
    <DialogFrame
      {...props}
      component="Drawer"
      panelClassName={`${sidePanel} ${styles.drawer}`}
      footerClassName={styles.footer}
    />
  );
}
