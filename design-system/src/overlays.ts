export { Alert, alertTones, type AlertProps, type AlertTone } from './components/Alert/Alert.tsx';
export {
  Toast,
  ToastRegion,
  toastTones,
  defaultToastDurationMs,
  type ToastProps,
  type ToastRegionProps,
  type ToastTone,
  type ToastAction,
} from './components/Toast/Toast.tsx';
export {
  createToastStore,
  toastStore,
  showToast,
  dismissToast,
  type ToastStore,
  type ToastEntry,
  type ToastInput,
} from './components/Toast/toastStore.ts';
export { DialogClose, dialogPresentations, type DialogBaseProps } from './components/OverlayParts/DialogFrame.tsx';
export { Modal, modalSizes, type ModalProps, type ModalSize } from './components/Modal/Modal.tsx';
export { Drawer, type DrawerProps } from './components/Drawer/Drawer.tsx';
export { Flyout, type FlyoutProps } from './components/Flyout/Flyout.tsx';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs/Tabs.tsx';
export {
  Accordion,
  accordionTypes,
  accordionHeadingLevels,
  type AccordionProps,
  type AccordionSingleProps,
  type AccordionMultipleProps,
  type AccordionItem,
} from './components/Accordion/Accordion.tsx';
