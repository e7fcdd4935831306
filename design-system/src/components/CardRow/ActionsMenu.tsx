import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './ActionsMenu.css.ts';

export type ActionsMenuItem<Action extends string> = { action: Action; label: string };

export type ActionsMenuProps<Action extends string> = {
  /** Accessible name of the menu button, e.g. 'Actions for Visa ending in 1111'. */
  label: string;
  items: readonly ActionsMenuItem<Action>[];
  onSelect: (action: Action) => void;
  onOpenChange?: (isOpen: boolean) => void;
};

/**
 * A menu button per the WAI-ARIA menu button pattern: Enter, Space or ArrowDown opens the menu on its
 * first item, ArrowUp on its last; arrows, Home and End move inside it; Escape closes it and returns
 * focus to the button; Tab or a click outside closes it. Internal to CardRow.
 */
export function ActionsMenu<Action extends string>({ label, items, onSelect, onOpenChange }: ActionsMenuProps<Action>) {
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  function changeOpen(next: boolean) {
    setIsOpen(next);
    onOpenChange?.(next);
  }

  function open(index: number) {
    setActiveIndex(index);
    changeOpen(true);
  }

  function close({ returnFocus }: { returnFocus: boolean }) {
    changeOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  useEffect(() => {
    if (isOpen) itemRefs.current[activeIndex]?.focus();
  }, [isOpen, activeIndex]);

  useEffect(() => {
    if (!isOpen) return;
    const ownerDocument = rootRef.current?.ownerDocument ?? document;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) {
        setIsOpen(false);
        onOpenChange?.(false);
      }
    }
    ownerDocument.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => ownerDocument.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen, onOpenChange]);

  const lastIndex = items.length - 1;

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open(lastIndex);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowDown: activeIndex === lastIndex ? 0 : activeIndex + 1,
      ArrowUp: activeIndex === 0 ? lastIndex : activeIndex - 1,
      Home: 0,
      End: lastIndex,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setActiveIndex(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close({ returnFocus: true });
    } else if (event.key === 'Tab') {
      // Focus goes back to the button first, so Tab's default move continues from there.
      close({ returnFocus: true });
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const typed = event.key.toLowerCase();
      const after = [...items.slice(activeIndex + 1), ...items.slice(0, activeIndex + 1)];
      const match = after.find((item) => item.label.toLowerCase().startsWith(typed));
      if (match) setActiveIndex(items.indexOf(match));
    }
  }

  return (
    <div ref={rootRef} className={styles.root} data-part="actions" data-state={isOpen ? 'open' : 'closed'}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        data-part="actionsTrigger"
        onClick={() => (isOpen ? close({ returnFocus: false }) : open(0))}
        onKeyDown={onTriggerKeyDown}
      >
        <Icon name="moreVertical" className={styles.triggerIcon} />
      </button>
      {isOpen ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={styles.menu}
          data-part="actionsMenu"
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <button
              key={item.action}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === activeIndex ? 0 : -1}
              className={styles.item}
              data-action={item.action}
              onClick={() => {
                close({ returnFocus: true });
                onSelect(item.action);
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
