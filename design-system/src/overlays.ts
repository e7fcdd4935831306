export {
  Accordion,
  type AccordionItem,
  type AccordionMultipleProps,
  type AccordionProps,
  type AccordionSingleProps,
  accordionHeadingLevels,
  accordionTypes,
} from './components/Accordion/Accordion.tsx';
export { Alert, type AlertProps, type AlertTone, alertTones } from './components/Alert/Alert.tsx';
export { Drawer, type DrawerProps } from './components/Drawer/Drawer.tsx';
export { Flyout, type FlyoutProps } from './components/Flyout/Flyout.tsx';
export { Modal, type ModalProps, type ModalSize, modalSizes } from './components/Modal/Modal.tsx';
export { type DialogBaseProps, DialogClose, dialogPresentations } from './components/OverlayParts/DialogFrame.tsx';
export { type TabItem, Tabs, type TabsProps } from './components/Tabs/Tabs.tsx';
export {
  defaultToastDurationMs,
  Toast,
  type ToastAction,
  type ToastProps,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
  toastTones,
} from './components/Toast/Toast.tsx';
export {
  createToastStore,
  dismissToast,
  showToast,
  type ToastEntry,
  type ToastInput,
  type ToastStore,
  toastStore,
} from './components/Toast/toastStore.ts';
