import { formatCopy } from '@aisle/banner-themes/copy';
import type { Modality } from '@aisle/contracts';
import { Icon } from '@aisle/design-system/components/Icon';
import { useEffect, useId } from 'react';
import { useStore } from 'zustand';
import { pageConfig } from '../../lib/pageConfig.ts';
import { availableModalities, shoppingModeStore } from '../../lib/stores/shoppingMode.ts';
import { loadMembership, membershipStore } from './membership.ts';
import { OptionsStatus } from './OptionsStatus.tsx';
import * as styles from './selector.css.ts';
import { type SelectorCopy, useSelectorCopy } from './selectorCopy.ts';
import { chooseDelivery, selectModality, selectorStore } from './selectorStore.ts';
import { ZipSearch } from './ZipSearch.tsx';

const modalityKeys = { PICKUP: 'pickup', DELIVERY: 'delivery', IN_STORE: 'inStore' } as const;
const emptyKeys = { PICKUP: 'pickup', DELIVERY: 'delivery', IN_STORE: 'inStore' } as const;

/**
 * The default screen (SEL-003..007): the ZIP search, one option per shopping mode the banner offers
 * (a banner without Delivery shows no Delivery option), the disclaimer and the 'did you know' box.
 * Its heading, 'How are you shopping today?', is the dialog's title.
 */
export function DefaultScreen() {
  const copy = useSelectorCopy();
  const modes = availableModalities(pageConfig().capabilities);
  useEffect(() => {
    void loadMembership();
  }, []);
  return (
    <div className={styles.screen} data-screen="default">
      <ZipSearch />
      <OptionsStatus />
      <ul className={styles.optionList} data-part="options">
        {modes.map((modality) => (
          <li key={modality}>
            <ShoppingOption modality={modality} />
          </li>
        ))}
      </ul>
      {takesOnlineOrders(modes) ? (
        <p className={styles.disclaimer} data-part="disclaimer">
          {copy.selector.default.disclaimer}
        </p>
      ) : null}
      {modes.length > 1 && copy.selector.default.didYouKnowBody ? (
        <DidYouKnow copy={copy} body={didYouKnowBody(copy, modes)} />
      ) : null}
    </div>
  );
}

/** The order minimum of the disclaimer is about orders placed online: Pickup or Delivery (issue 9). */
export function takesOnlineOrders(modes: readonly Modality[]): boolean {
  return modes.some((modality) => modality !== 'IN_STORE');
}

/** 'You can switch between {modes} at any time.' with the banner's own modes, in the list's order. */
export function didYouKnowBody(copy: SelectorCopy, modes: readonly Modality[]): string {
  const words = modes.map((modality) => copy.common.modalities[modalityKeys[modality]]);
  return formatCopy(copy.selector.default.didYouKnowBody, {
    modes: new Intl.ListFormat('en-US', { type: 'conjunction' }).format(words),
  });
}

function feeNote(copy: SelectorCopy, modality: Modality, planTitle: string | null): string | null {
  const texts = copy.selector.default;
  // SEL-135, SEL-136: Pickup's fee note names the member's plan, or the regular text.
  if (modality === 'PICKUP')
    return planTitle ? formatCopy(texts.pickupFeeMember, { plan: planTitle }) : texts.pickupFee;
  if (modality === 'DELIVERY' && planTitle) return formatCopy(texts.deliveryMember, { plan: planTitle });
  return null;
}

function ShoppingOption({ modality }: { modality: Modality }) {
  const copy = useSelectorCopy();
  const id = useId();
  const key = modalityKeys[modality];
  const planCode = useStore(membershipStore, (state) => state.planCode);
  const active = useStore(shoppingModeStore, (state) => state.activeByType[modality]);
  const current = useStore(shoppingModeStore, (state) => state.modality);
  const options = useStore(selectorStore, (state) => state.modalityOptions);
  const planTitle = planCode ? copy.banner.membershipPlanTitles[planCode] : null;
  const note = feeNote(copy, modality, planTitle);
  // SEL-167: after a search, a mode with nothing near that place says so on its own option.
  const isEmpty = options.status === 'loaded' && options.data !== null && options.data[modality].length === 0;
  const descriptionIds = [
    active?.label ? `${id}-current` : null,
    `${id}-description`,
    note ? `${id}-note` : null,
    isEmpty ? `${id}-empty` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={styles.optionCard}
      data-part="option"
      data-modality={modality}
      data-state={active && current === modality ? 'current' : 'idle'}
    >
      <div className={styles.optionText}>
        <button
          type="button"
          className={styles.optionButton}
          aria-describedby={descriptionIds}
          onClick={() => {
            if (modality === 'DELIVERY') void chooseDelivery('v1');
            else selectModality(modality);
          }}
        >
          {copy.selector.modes[key]}
        </button>
        {active?.label ? (
          <span id={`${id}-current`} className={styles.optionCurrent} data-part="current">
            {active.label}
          </span>
        ) : null}
        <span id={`${id}-description`} className={styles.optionDescription}>
          {copy.selector.default[`${key}Description`]}
        </span>
        {note ? (
          <span id={`${id}-note`} className={styles.optionDescription} data-part="fee-note">
            {note}
          </span>
        ) : null}
        {isEmpty ? (
          <span id={`${id}-empty`} className={styles.optionDescription} data-part="empty">
            {copy.selector.emptyResults[emptyKeys[modality]]}
          </span>
        ) : null}
      </div>
      <Icon name="forward" className={styles.optionChevron} />
    </div>
  );
}

function DidYouKnow({ copy, body }: { copy: SelectorCopy; body: string }) {
  const id = useId();
  return (
    <section className={styles.didYouKnow} aria-labelledby={id} data-part="did-you-know">
      <h3 id={id} className={styles.didYouKnowHeading}>
        {copy.selector.default.didYouKnowHeading}
      </h3>
      <p className={styles.didYouKnowBody}>{body}</p>
    </section>
  );
}
