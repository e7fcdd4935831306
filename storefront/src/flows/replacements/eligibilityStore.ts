import { createStore } from 'zustand/vanilla';

/*
 * Item-eligibility state (spec 3; RPL-027..030): what changed about the cart's items at the chosen time.
 * Set by the replacement check before checkout (requestReplacements) and by the replacement drawer; the
 * alcohol, flash-sale and move-modality entries are set by the steps that meet them.
 */
export type EligibilityState = {
  /** RPL-027: UPCs the chosen time fulfils that the time before it did not. */
  newlyEligibleUpcs: string[];
  /** RPL-027: UPCs the chosen time cannot fulfil. */
  newlyIneligibleUpcs: string[];
  /** RPL-028: an alcohol item was refused for Delivery. */
  isAlcoholDeliveryRejected: boolean;
  /** RPL-029: the time (promise) left items out. */
  hasFalloutFromPromising: boolean;
  /** RPL-029: flash-sale items fell out of the order. */
  hasFalloutFromFlashSales: boolean;
  /** RPL-030: what adding to the cart last answered when it failed. */
  cartSubmitErrorMessage: string | null;
  /** RPL-030: items the shopper chose to move to another shopping mode, by gtin13. */
  clickedMoveModality: Record<string, boolean>;
};

export const eligibilityStore = createStore<EligibilityState>(() => ({
  newlyEligibleUpcs: [],
  newlyIneligibleUpcs: [],
  isAlcoholDeliveryRejected: false,
  hasFalloutFromPromising: false,
  hasFalloutFromFlashSales: false,
  cartSubmitErrorMessage: null,
  clickedMoveModality: {},
}));

/**
 * RPL-027, RPL-029: the items the chosen time cannot fulfil. Those the previous time could not fulfil
 * but this one can are newly eligible.
 */
export function recordIneligibleItems(ineligibleUpcs: readonly string[]): void {
  const before = eligibilityStore.getState().newlyIneligibleUpcs;
  const now = new Set(ineligibleUpcs);
  eligibilityStore.setState({
    newlyIneligibleUpcs: [...now],
    newlyEligibleUpcs: before.filter((upc) => !now.has(upc)),
    hasFalloutFromPromising: now.size > 0,
  });
}

/** RPL-028. */
export function setAlcoholDeliveryRejected(isRejected: boolean): void {
  eligibilityStore.setState({ isAlcoholDeliveryRejected: isRejected });
}

/** RPL-029. */
export function setFlashSaleFallout(hasFallout: boolean): void {
  eligibilityStore.setState({ hasFalloutFromFlashSales: hasFallout });
}

/** RPL-030: null clears it. */
export function setCartSubmitErrorMessage(message: string | null): void {
  eligibilityStore.setState({ cartSubmitErrorMessage: message });
}

/** RPL-030. */
export function markMoveModalityClicked(gtin13: string): void {
  eligibilityStore.setState((state) => ({ clickedMoveModality: { ...state.clickedMoveModality, [gtin13]: true } }));
}

/** For tests and stories, and when the scheduling page is left. */
export function resetEligibility(): void {
  eligibilityStore.setState(eligibilityStore.getInitialState(), true);
}
