import { Button } from '@aisle/design-system/components/Button';
import { useStore } from 'zustand';
import { type CartLabels, fillLabel } from '../../lib/copy/cart.ts';
import { failureText } from './CartRow.tsx';
import * as styles from './cart.css.ts';
import { cartLinesStore } from './cartLinesStore.ts';
import { type Removal, undoRemoval } from './cartRemovals.ts';

/**
 * What stands in place of a removed line (issue 20, WCAG 3.3.4): '{item} removed.' and 'Undo', which adds
 * it again. Announced by the screen's status, not here: a region drawn with its words is not announced.
 */
function RemovedNotice({ removal, labels }: { removal: Removal; labels: CartLabels }) {
  const item = removal.line.product.name;
  const failure = useStore(cartLinesStore, (state) => state.failures[removal.line.gtin13]);
  return (
    <div className={styles.removedNotice}>
      <p className={styles.removedText}>{fillLabel(labels.screen.removedNotice, { item })}</p>
      <Button
        variant="tertiary"
        size="small"
        data-part="undo"
        aria-label={fillLabel(labels.screen.undoLabel, { item })}
        onClick={() => void undoRemoval(removal.line.gtin13)}
      >
        {labels.screen.undo}
      </Button>
      {failure ? (
        <p className={styles.lineError} role="alert" data-part="line-error">
          {failureText(failure, labels)}
        </p>
      ) : null}
    </div>
  );
}

/** The notice as a row of the cart's table, across its columns. */
export function RemovedLineRow({ removal, labels }: { removal: Removal; labels: CartLabels }) {
  return (
    <tr className={styles.removedRow} data-part="removed-line" data-gtin13={removal.line.gtin13}>
      <td className={styles.removedCell} colSpan={3}>
        <RemovedNotice removal={removal} labels={labels} />
      </td>
    </tr>
  );
}

/** The notices of an emptied cart, above its empty state. */
export function RemovedLineList({ removals, labels }: { removals: Removal[]; labels: CartLabels }) {
  return (
    <ul className={styles.removedList}>
      {removals.map((removal) => (
        <li key={removal.line.gtin13} data-part="removed-line" data-gtin13={removal.line.gtin13}>
          <RemovedNotice removal={removal} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
