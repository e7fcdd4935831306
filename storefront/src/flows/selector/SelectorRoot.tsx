import type { Modality } from '@aisle/contracts';
import { Icon } from '@aisle/design-system/components/Icon';
import { IconButton } from '@aisle/design-system/components/IconButton';
import { Spinner } from '@aisle/design-system/components/Spinner';
import { Tabs } from '@aisle/design-system/components/Tabs';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useId } from 'react';
import { useStore } from 'zustand';
import { LazyModal } from '../../lib/LazyModal.tsx';
import { pageConfig } from '../../lib/pageConfig.ts';
import { sessionStore } from '../../lib/stores/session.ts';
import {
  availableModalities,
  hydrateShoppingMode,
  loadShoppingMode,
  shoppingModeStore,
} from '../../lib/stores/shoppingMode.ts';
import { DefaultScreen } from './DefaultScreen.tsx';
import { GeolocationConsent } from './GeolocationConsent.tsx';
import { StoreSelection } from './StoreSelection.tsx';
import * as styles from './selector.css.ts';
import { type SelectorCopy, SelectorCopyProvider, useSelectorCopy } from './selectorCopy.ts';
import { SelectorTitleLevelProvider } from './selectorHeadings.ts';
import {
  back,
  canGoBack,
  chooseDelivery,
  closeSelector,
  isDeliveryScreen,
  type SelectorScreen,
  type SelectorState,
  selectorStore,
  takeReturnFocus,
} from './selectorStore.ts';
import { isStoreModality } from './stores.ts';

type DeliveryScreenComponent = ComponentType<{ screen: SelectorScreen }>;

/*
 * The Delivery screens (sign in, address books, add address, time slots) come from delivery/, in a chunk
 * of their own. The glob finds nothing while that folder is still being written: those screens are empty.
 */
const deliveryModules = import.meta.glob<{ DeliveryScreen: DeliveryScreenComponent }>('./delivery/DeliveryScreens.tsx');
const loadDeliveryModule = deliveryModules['./delivery/DeliveryScreens.tsx'];
const LazyDeliveryScreen = loadDeliveryModule
  ? lazy(async () => ({ default: (await loadDeliveryModule()).DeliveryScreen }))
  : null;

function DeliveryContent({ screen }: { screen: SelectorScreen }) {
  const copy = useSelectorCopy();
  if (!LazyDeliveryScreen) return null;
  return (
    <Suspense
      fallback={
        <div className={styles.loading}>
          <Spinner label={copy.common.loading.indicator} />
        </div>
      }
    >
      <LazyDeliveryScreen screen={screen} />
    </Suspense>
  );
}

/** 'v1': the screens one after another (the header's modal); 'v2': the tabbed panel or one block. */
export function layoutOf(state: Pick<SelectorState, 'options'>): 'v1' | 'v2' {
  const { presentation, origin } = state.options;
  return presentation === 'panel' || (origin !== undefined && origin !== 'header') ? 'v2' : 'v1';
}

/** SEL-024..026: opened from cart, checkout or scheduling (or for store selection only), one block. */
function showsTabs(state: Pick<SelectorState, 'options'>): boolean {
  const { origin, onlyStoreSelection } = state.options;
  return (origin === undefined || origin === 'header') && !onlyStoreSelection;
}

/** The mode a v2 block or tab shows: the one asked for, else the shopper's, else the banner's first. */
function shownModality(state: SelectorState): Modality | null {
  const available = availableModalities(pageConfig().capabilities);
  const candidates = [state.modality, state.options.modality, shoppingModeStore.getState().modality];
  const wanted = candidates.find((modality) => modality && available.includes(modality));
  if (state.options.onlyStoreSelection) {
    return (wanted && isStoreModality(wanted) ? wanted : available.find(isStoreModality)) ?? null;
  }
  return wanted ?? available[0] ?? null;
}

const v2Titles = {
  reserveYourTime: (copy: SelectorCopy) => copy.selector.addressBookV2.reserveHeading,
  noAddress: (copy: SelectorCopy) => copy.selector.addressBookV2.noAddressHeading,
  list: (copy: SelectorCopy) => copy.selector.addressBook.heading,
  emptyForm: (copy: SelectorCopy) => copy.selector.addressBookV2.emptyFormHeading,
  addressForm: (copy: SelectorCopy) => copy.selector.addAddress.heading,
  confirmForm: (copy: SelectorCopy) => copy.selector.addressBookV2.confirmHeading,
} as const;

/** The dialog's title: the current screen's heading (SEL-003), 'Change Store' from the cart (SEL-029). */
export function titleOf(state: SelectorState, copy: SelectorCopy): string {
  if (state.options.openedFromCart) return copy.selector.header.changeStore;
  if (state.screenTitle) return state.screenTitle;
  if (layoutOf(state) === 'v2') return copy.selector.default.heading;
  switch (state.screen) {
    case 'default':
      return copy.selector.default.heading;
    case 'storeSelection':
      return shownModality(state) === 'IN_STORE'
        ? copy.selector.stores.inStoreHeading
        : copy.selector.stores.pickupHeading;
    case 'signIn':
      return copy.selector.modes.delivery;
    case 'addressBook':
      return copy.selector.addressBook.heading;
    case 'addAddress':
      return copy.selector.addAddress.heading;
    case 'viewTimeslots':
      return copy.selector.timeslots.heading;
    case 'addressBookV2':
      return v2Titles[state.v2View](copy);
  }
}

/** One screen of the v1 selector (SEL-002). */
function ScreenV1({ state }: { state: SelectorState }) {
  if (state.screen === 'default') return <DefaultScreen />;
  if (state.screen === 'storeSelection') {
    const modality = shownModality(state);
    return isStoreModality(modality) ? <StoreSelection modality={modality} /> : null;
  }
  return <DeliveryContent screen={state.screen} />;
}

/** A mode's content in the v2 panel: its stores, or the Delivery screens (address book v2 first). */
function ModeContent({ modality, state }: { modality: Modality; state: SelectorState }) {
  const isGuest = useStore(sessionStore, (session) => session.status === 'signedOut');
  if (isStoreModality(modality)) return <StoreSelection modality={modality} />;
  // SEL-129: the v2 address book needs an account; a guest sees the sign-in screen in its place.
  const fallback = isGuest ? 'signIn' : 'addressBookV2';
  return <DeliveryContent screen={isDeliveryScreen(state.screen) ? state.screen : fallback} />;
}

const tabKeys = { PICKUP: 'pickup', DELIVERY: 'delivery', IN_STORE: 'inStore' } as const;

/** The v2 panel (SEL-023..026): tabs Pickup, Delivery, In Store; one block when opened from elsewhere. */
function PanelV2({ state }: { state: SelectorState }) {
  const copy = useSelectorCopy();
  const modality = shownModality(state);
  if (!modality) return null;
  if (!showsTabs(state)) {
    return (
      <div data-part="single-block" data-modality={modality}>
        <ModeContent modality={modality} state={state} />
      </div>
    );
  }
  const modes = availableModalities(pageConfig().capabilities);
  return (
    <Tabs
      label={copy.selector.modes.tabsLabel}
      value={modality}
      onValueChange={(value) => {
        const next = value as Modality;
        if (next === 'DELIVERY') void chooseDelivery('v2');
        else selectorStore.setState({ modality: next });
      }}
      items={modes.map((mode) => ({
        value: mode,
        label: copy.selector.modes[tabKeys[mode]],
        content: <ModeContent modality={mode} state={state} />,
      }))}
    />
  );
}

function SelectorBody({ state }: { state: SelectorState }) {
  return layoutOf(state) === 'v1' ? <ScreenV1 state={state} /> : <PanelV2 state={state} />;
}

function useSelectorSetup() {
  useEffect(() => {
    hydrateShoppingMode();
    void loadShoppingMode();
  }, []);
}

/** Focus goes back where it was when the selector opened (Radix only returns it to its own trigger). */
function useReturnFocus(isOpen: boolean) {
  useEffect(() => {
    if (isOpen) return;
    const target = takeReturnFocus();
    if (!target) return;
    const timer = setTimeout(() => {
      if (target.isConnected) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [isOpen]);
}

export type SelectorRootProps = { copy: SelectorCopy };

/**
 * The selector as a modal (SEL-001): header with Back (SEL-027, hidden by SEL-034), the title and
 * 'close dialog' (SEL-028); the geolocation consent modal over it. Loaded lazily by the header island.
 */
export function SelectorRoot({ copy }: SelectorRootProps) {
  const state = useStore(selectorStore);
  useSelectorSetup();
  const isOpen = state.isOpen && state.options.presentation !== 'panel';
  useReturnFocus(isOpen);
  return (
    <SelectorCopyProvider value={copy}>
      <LazyModal
        open={isOpen}
        onOpenChange={(open) => {
          if (!open) closeSelector();
        }}
        title={titleOf(state, copy)}
        closeLabel={copy.selector.header.close}
        showBack={!state.options.hideBackHeader && canGoBack(state)}
        backLabel={copy.selector.header.back}
        onBack={back}
      >
        <div data-component="Selector" data-screen={state.screen} data-layout={layoutOf(state)}>
          <SelectorBody state={state} />
        </div>
      </LazyModal>
      <GeolocationConsent />
    </SelectorCopyProvider>
  );
}

/**
 * The selector as a panel in the page (SEL-001): the same header and screens, not modal. A page mounts
 * it where the panel belongs; it shows while the selector is open with `presentation: 'panel'`.
 */
export function SelectorPanel({
  copy,
  isPageHeading = false,
}: SelectorRootProps & {
  /** On the selector's own page (/shopping-mode) the panel's title is the page's heading (h1). */
  isPageHeading?: boolean;
}) {
  const state = useStore(selectorStore);
  const titleId = useId();
  useSelectorSetup();
  const isOpen = state.isOpen && state.options.presentation === 'panel';
  useReturnFocus(isOpen);
  if (!isOpen) return null;
  return (
    <SelectorCopyProvider value={copy}>
      <section
        className={styles.panel}
        aria-labelledby={titleId}
        data-component="Selector"
        data-presentation="panel"
        data-screen={state.screen}
        data-layout={layoutOf(state)}
      >
        <PanelHeader state={state} titleId={titleId} copy={copy} isPageHeading={isPageHeading} />
        <div className={styles.panelBody} data-part="body">
          <SelectorTitleLevelProvider value={isPageHeading ? 1 : 2}>
            <SelectorBody state={state} />
          </SelectorTitleLevelProvider>
        </div>
      </section>
      <GeolocationConsent />
    </SelectorCopyProvider>
  );
}

function PanelHeader({
  state,
  titleId,
  copy,
  isPageHeading,
}: {
  state: SelectorState;
  titleId: string;
  copy: SelectorCopy;
  isPageHeading: boolean;
}) {
  const Title = isPageHeading ? 'h1' : 'h2';
  const backButton: ReactNode =
    !state.options.hideBackHeader && canGoBack(state) ? (
      <HeaderIconButton label={copy.selector.header.back} part="back" onClick={back} icon="back" />
    ) : null;
  return (
    <div className={styles.panelHeader} data-part="header">
      {backButton}
      <Title id={titleId} className={styles.panelTitle}>
        {titleOf(state, copy)}
      </Title>
      <HeaderIconButton label={copy.selector.header.close} part="close" onClick={closeSelector} icon="close" />
    </div>
  );
}

/** The panel header's Back and close arrows, drawn like the modal's (the design system's IconButton). */
function HeaderIconButton({
  label,
  part,
  icon,
  onClick,
}: {
  label: string;
  part: string;
  icon: 'close' | 'back';
  onClick: () => void;
}) {
  return (
    <IconButton label={label} data-part={part} onClick={onClick}>
      <Icon name={icon} />
    </IconButton>
  );
}
