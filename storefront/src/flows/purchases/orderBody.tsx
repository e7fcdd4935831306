import type { OrderDetails } from '@aisle/contracts/purchases';
import { ErrorCard } from '@aisle/design-system/components/ErrorCard';
import type { ReactNode } from 'react';
import type { OrderCompleteLabels } from '../../lib/copy/orderComplete.ts';
import { useLazyScreen } from '../../lib/useLazyScreen.ts';
import { statusText } from '../../styles/shell.css.ts';

const loadOrderBody = () => import('./OrderParts.tsx').then((module) => module.OrderBody);

/**
 * The order's body (where and when, the map, the items, the money) for a page that shows it once the order has
 * arrived. Its code loads when the page's island mounts, beside the order's request, not in the page's first
 * script (ADR 0012). Call it where the page starts loading the order; the function it returns renders the
 * body: 'Loading...' until the code is in, the retry card if it did not come.
 */
export function useOrderBody(labels: OrderCompleteLabels): (order: OrderDetails) => ReactNode {
  const { loaded, retry } = useLazyScreen(loadOrderBody);
  return (order) => {
    if (loaded && 'failed' in loaded) {
      return <ErrorCard message={labels.connection} reloadLabel={labels.reload} onReload={retry} isLive />;
    }
    if (!loaded) {
      return (
        <p className={statusText} role="status" data-part="order-body-loading">
          {labels.loading}
        </p>
      );
    }
    return <loaded.Screen order={order} labels={labels} />;
  };
}
