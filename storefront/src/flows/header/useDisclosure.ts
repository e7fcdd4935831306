import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A button that shows and hides a panel (WAI-ARIA disclosure): Escape closes it and returns focus to
 * the button; a click or focus outside closes it.
 */
export function useDisclosure(initiallyOpen = false) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((shouldReturnFocus = false) => {
    setOpen(false);
    if (shouldReturnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [isOpen, close]);

  return {
    isOpen,
    setOpen,
    close,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => setOpen((open) => !open),
    },
    panelProps: { id: panelId, hidden: !isOpen },
  };
}
