import { Icon } from '@aisle/design-system/components/Icon';
import * as styles from '../../styles/shell.css.ts';

/** The header's icons (the design system's set); decorative, the controls carry their names. */
export function CartIcon() {
  return <Icon name="cart" className={styles.headerIcon} />;
}

export function PersonIcon() {
  return <Icon name="person" className={styles.headerIcon} />;
}

export function StoreIcon() {
  return <Icon name="store" className={styles.headerIcon} />;
}
