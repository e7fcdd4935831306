import type { ModalProps } from '@aisle/design-system/components/Modal';
import { lazy, Suspense, useState } from 'react';

const Modal = lazy(() => import('@aisle/design-system/components/Modal').then((module) => ({ default: module.Modal })));

/**
 * The design system's Modal, for a page that opens it only when the shopper asks (a confirmation): its code
 * (Radix Dialog, its focus trap and scroll lock, about 13 KB gzip) loads when the modal first opens, not
 * before the shopper's first tap (docs/adr/0029-answers-checked-where-they-are-made.md, "Consequences").
 * Controlled only (`open`); a button that closes it calls `onOpenChange(false)` itself, as Radix's
 * `DialogClose` would. Once opened, it stays mounted, so closing animates and focus returns as with Modal.
 */
export function LazyModal(props: ModalProps) {
  const [hasOpened, setHasOpened] = useState(Boolean(props.open));
  if (props.open && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
