import { formatCopy } from '@aisle/banner-themes/copy';
import { Button } from '@aisle/design-system/components/Button';
import { Modal } from '@aisle/design-system/components/Modal';
import { formatMoney } from '@aisle/design-system/format';
import type { ModifyCartLabels } from '../../lib/copy/modify.ts';
import { cancelPendingChange, confirmPendingChange } from './modifyCartActions.ts';
import type { PendingModifyChange } from './modifyCartStore.ts';

/** Issue 20: 'With this change your order no longer qualifies for SAVE5 ($5.00 off). Your new total will be $34.10.' */
export function promoLossText(change: PendingModifyChange, labels: Pick<ModifyCartLabels, 'promoLoss'>): string {
  const promotions = change.lostPromos
    .map((promo) => formatCopy(labels.promoLoss.promotion, { code: promo.code, discount: formatMoney(promo.discount) }))
    .join(', ');
  return formatCopy(labels.promoLoss.body, { promotions, total: formatMoney(change.preview.summary.cost.total) });
}

/**
 * 'Remove the promotion?' before a change that would lose one (issue 20, defect 6). Loaded with the first
 * such change (ModifyCart), so the modify page does not load the dialog's code before a tap.
 */
export function PromoLossDialog({ change, labels }: { change: PendingModifyChange; labels: ModifyCartLabels }) {
  return (
    <Modal
      open
      size="small"
      title={labels.promoLoss.title}
      closeLabel={labels.closeLabel}
      onOpenChange={(isOpen) => {
        if (!isOpen) cancelPendingChange();
      }}
      footer={
        <>
          <Button variant="secondary" data-part="keep-order" onClick={cancelPendingChange}>
            {labels.promoLoss.cancel}
          </Button>
          <Button data-part="confirm-change" onClick={confirmPendingChange}>
            {labels.promoLoss.confirm}
          </Button>
        </>
      }
    >
      <p data-part="promo-loss">{promoLossText(change, labels)}</p>
    </Modal>
  );
}
