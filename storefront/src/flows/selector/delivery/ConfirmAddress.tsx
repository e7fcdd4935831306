import { Button } from '@aisle/design-system/components/Button';
import { RadioGroup } from '@aisle/design-system/components/RadioGroup';
import { useStore } from 'zustand';
import { useSelectorCopy } from '../selectorCopy.ts';
import * as styles from './delivery.css.ts';
import {
  chooseConfirmation,
  confirmAddress,
  type DeliveryLayout,
  deliveryStore,
  editConfirmation,
} from './deliveryStore.ts';
import { FailureAlert, FormattedAddress } from './parts.tsx';

/**
 * The confirm step (SEL-020, SEL-089, ACC-054..056): the validation service's suggestion next to what
 * the shopper typed. 'Confirm' and 'Edit Address' stay disabled until one is chosen (SEL-120, SEL-121).
 */
export function ConfirmAddress({ layout }: { layout: DeliveryLayout }) {
  const copy = useSelectorCopy();
  const confirmation = useStore(deliveryStore, (state) => state.confirmation);
  if (!confirmation) return null;
  const texts = copy.selector.addressBookV2;
  const hasChoice = confirmation.choice !== null;
  return (
    <div className={styles.form} data-part="confirm-address" data-state={confirmation.choice ?? 'unchosen'}>
      <FailureAlert failure={confirmation.failure} />
      <RadioGroup
        label={texts.confirmBody}
        name="confirm-address"
        value={confirmation.choice ?? ''}
        onValueChange={(value) => chooseConfirmation(value === 'original' ? 'original' : 'suggested')}
        options={[
          {
            value: 'suggested',
            label: texts.suggestedAddress,
            description: <FormattedAddress values={confirmation.suggested} />,
          },
          {
            value: 'original',
            label: texts.originalAddress,
            description: <FormattedAddress values={confirmation.original} />,
          },
        ]}
      />
      <div className={styles.actions}>
        <Button
          disabled={!hasChoice}
          isBusy={confirmation.isSubmitting}
          busyLabel={copy.selector.addAddress.saving}
          onClick={() => void confirmAddress(layout)}
          data-part="confirm"
        >
          {copy.selector.addressBook.confirm}
        </Button>
        <Button
          variant="secondary"
          disabled={!hasChoice || confirmation.isSubmitting}
          onClick={() => editConfirmation(layout)}
          data-part="edit-address"
        >
          {copy.selector.addressBook.editAddress}
        </Button>
      </div>
    </div>
  );
}
