import type { ModalProps } from '@aisle/design-system/components/Modal';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { LoadBoundary, LoadFailedNotice } from './LoadFailedNotice.tsx';

const loadModal = () =>
  lazy(() => import('@aisle/design-system/components/Modal').then((module) => ({ default: module.Modal })));

/** The lazy Modal; a new one after a failed load, since React keeps a lazy component's failure for good. */
let Modal: ComponentType<ModalProps> = loadModal();

/**
 * The design system's Modal, for a page that opens it only when the shopper asks (a confirmation): its code
 * (Radix Dialog, its focus trap and scroll lock, about 13 KB gzip) loads when the modal first opens, not
 * before the shopper's first tap (docs/adr/0029-answers-checked-where-they-are-made.md). Controlled only
 * (`open`); a button that closes it calls `onOpenChange(false)` itself, as Radix's `DialogClose` would. Once
 * opened, it stays mounted, so closing animates and focus returns as with Modal. When its code cannot load,
 * the dialog closes again (`onOpenChange(false)`), the banner's connection message shows where it would have
 * opened (LoadFailedNotice, an alert), and the next opening tries again (and clears the message).
 */
export function LazyModal(props: ModalProps) {
  const [hasOpened, setHasOpened] = useState(Boolean(props.open));
  // After a failed load, the next try waits for the next opening (never a loop while it stays open).
  const [hasFailed, setHasFailed] = useState(false);
  const [isNoticeShown, setNoticeShown] = useState(false);
  if (!props.open && hasFailed) setHasFailed(false);
  if (props.open && !hasOpened && !hasFailed) {
    setHasOpened(true);
    setNoticeShown(false);
  }
  if (!hasOpened) return isNoticeShown ? <LoadFailedNotice /> : null;
  return (
    // A failure unmounts the boundary (hasOpened false); the next opening mounts a fresh one.
    <LoadBoundary
      onFailure={() => {
        Modal = loadModal();
        setHasOpened(false);
        setHasFailed(true);
        setNoticeShown(true);
        props.onOpenChange?.(false);
      }}
    >
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
