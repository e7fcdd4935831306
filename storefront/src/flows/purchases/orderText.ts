import { formatPlural } from '@aisle/banner-themes/copy';
import { formatOrderDate } from '@aisle/design-system/format';
import type { OrderCompleteLabels } from '../../lib/copy/orderComplete.ts';

/* The order's words that the purchases list shares with the order's body (no components here: the list's first script stays small). */

/** OCP-014: '1 item' or '{count} items'. */
export function itemCountText(count: number, labels: OrderCompleteLabels): string {
  return formatPlural(labels.itemCount, count);
}

/** The day and window of the order's time slot, in the store's or the address's zone. */
export function timeSlotText(promise: { startTime: string; displayString: string; timeZone: string }): string {
  return `${formatOrderDate(promise.startTime, promise.timeZone)}, ${promise.displayString}`;
}
