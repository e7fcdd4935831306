import * as Dialog from '@radix-ui/react-dialog';
import { type ReactElement, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as parts from './dialogParts.css.ts';

type ContentProps = Dialog.DialogContentProps;

export const dialogPresentations = ['modal', 'inline'] as const;

/** What every Radix-based dialog of the design system (Modal, Drawer, Flyout) takes. */
export type DialogBaseProps = {
  /** Required: the dialog's accessible name and visible heading. */
  title: ReactNode;
  /** Optional line under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons under the body, e.g. Cancel and Confirm. Wrap a button in `DialogClose` to close with it. */
  footer?: ReactNode;
  /** Accessible name of the close button, e.g. 'close dialog'. */
  closeLabel: string;
  showClose?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A button that opens the dialog (uncontrolled use); focus returns to it on close. */
  trigger?: ReactElement;
  /** Escape closes the dialog (default true). */
  closeOnEscape?: boolean;
  /** A click outside closes the dialog (default true). */
  closeOnOutsideClick?: boolean;
  /** Called before Escape closes; `event.preventDefault()` keeps the dialog open (e.g. to ask first). */
  onEscapeKeyDown?: ContentProps['onEscapeKeyDown'];
  /** Called before a click outside closes; `event.preventDefault()` keeps the dialog open. */
  onPointerDownOutside?: ContentProps['onPointerDownOutside'];
  /** Where the dialog is portalled to (defaults to document.body), e.g. an element inside a banner scope. */
  container?: HTMLElement | null;
  /**
   * `modal` (default): portalled, focus trapped, page scroll locked. `inline`: the open panel drawn in
   * the page flow and not modal, for review sheets and docs only.
   */
  presentation?: (typeof dialogPresentations)[number];
  /**
   * `alertdialog` for a dialog that interrupts to ask something urgent (a time running out): screen readers
   * read its description at once. Default `dialog`.
   */
  role?: 'dialog' | 'alertdialog';
};

type DialogFrameProps = DialogBaseProps & {
  component: 'Modal' | 'Drawer' | 'Flyout';
  variant?: string;
  /** The component's own classes for the panel and the footer. */
  panelClassName: string;
  footerClassName?: string;
  /** Rendered before the title in the header, e.g. a back arrow. */
  headerStart?: ReactNode;
};

/** The inline presentation neither steals focus nor closes: it is a picture of the open panel. */
const preventDefault = (event: Event) => event.preventDefault();

/**
 * A body that scrolls must be reachable by keyboard even when it holds nothing focusable (WCAG 2.1.1):
 * it becomes a tab stop only while its content overflows, and then a region named by the dialog's title,
 * so that the tab stop is announced by name (WCAG 4.1.2) rather than as an unnamed group.
 */
function useScrollableBody(titleId: string) {
  const [isScrollable, setIsScrollable] = useState(false);
  const ref = useCallback((body: HTMLDivElement | null) => {
    if (!body) return;
    const measure = () => setIsScrollable(body.scrollHeight > body.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    if (body.firstElementChild) observer.observe(body.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return isScrollable ? { ref, tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : { ref };
}

/** For each open dialog's content: where its focus goes back to, nearest first. */
const returnTargets = new WeakMap<Element, HTMLElement[]>();

/**
 * Radix returns the focus to its Trigger only: a dialog opened through `open` (a flow's own button or
 * step) left it on the page's body when it closed, and a keyboard or screen reader user lost their place
 * (WCAG 2.4.3). The element that had the focus when the dialog opened takes it back, unless it is gone or
 * something else has taken the focus meanwhile. A dialog opened from another one that then closed (an edit
 * that ends in 'Wrong Account') gives the focus to where that one would have: its own opener is gone.
 */
function useReturnFocus(): Pick<ContentProps, 'onOpenAutoFocus' | 'onCloseAutoFocus'> {
  const targetsRef = useRef<HTMLElement[]>([]);
  return {
    onOpenAutoFocus: (event) => {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // The dialog it was opened from comes next (still open: focus goes back into it, as its trap expects),
      // then where that dialog's focus would go once it has closed too.
      const enclosing = opener?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
      const targets = [
        ...(opener ? [opener] : []),
        ...(enclosing ? [enclosing, ...(returnTargets.get(enclosing) ?? [])] : []),
      ];
      targetsRef.current = targets;
      if (event.target instanceof Element) returnTargets.set(event.target, targets);
    },
    onCloseAutoFocus: (event) => {
      const targets = targetsRef.current;
      targetsRef.current = [];
      const isFocusLost = document.activeElement === null || document.activeElement === document.body;
      const target = targets.find((element) => element.isConnected && element !== document.body);
      if (!target || !isFocusLost) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/** The shared skeleton of the three dialogs: Radix root, portal, scrim, header, body, footer. */
export function DialogFrame({
  component,
  variant,
  panelClassName,
  footerClassName,
  headerStart,
  title,
  description,
  children,
  footer,
  closeLabel,
  showClose = true,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  closeOnEscape = true,
  closeOnOutsideClick = true,
  onEscapeKeyDown,
  onPointerDownOutside,
  container,
  presentation = 'modal',
  role = 'dialog',
}: DialogFrameProps) {
  const isInline = presentation === 'inline';
  // Radix names the dialog by the title's own id; the title's text carries a second one for the body.
  const titleTextId = useId();
  const scrollableBody = useScrollableBody(titleTextId);
  const returnFocus = useReturnFocus();
  const dismissHandlers: Partial<ContentProps> = isInline
    ? { onOpenAutoFocus: preventDefault, onEscapeKeyDown: preventDefault, onInteractOutside: preventDefault }
    : {
        // With a trigger, Radix returns the focus to it.
        ...(trigger ? {} : returnFocus),
        onEscapeKeyDown: (event) => {
          onEscapeKeyDown?.(event);
          if (!closeOnEscape) event.preventDefault();
        },
        onPointerDownOutside: (event) => {
          onPointerDownOutside?.(event);
          if (!closeOnOutsideClick) event.preventDefault();
        },
      };

  const content = (
    <Dialog.Content
      className={`${parts.surface} ${panelClassName}`}
      data-component={component}
      data-variant={variant}
      data-presentation={presentation}
      role={role}
      {...(description ? {} : { 'aria-describedby': undefined })}
      {...dismissHandlers}
    >
      <div className={headerStart ? `${parts.header} ${parts.headerWithStart}` : parts.header} data-part="header">
        {headerStart}
        <Dialog.Title className={parts.title}>
          <span id={titleTextId}>{title}</span>
        </Dialog.Title>
        {showClose ? (
          <Dialog.Close asChild>
            <IconButton label={closeLabel} className={parts.headerEnd} data-part="close">
              <Icon name="close" />
            </IconButton>
          </Dialog.Close>
        ) : null}
      </div>
      {description || children ? (
        <div className={parts.body} data-part="body" {...scrollableBody}>
          <div className={parts.bodyContent}>
            {description ? <Dialog.Description className={parts.description}>{description}</Dialog.Description> : null}
            {children}
          </div>
        </div>
      ) : null}
      {footer ? (
        <div className={[parts.footer, footerClassName].filter(Boolean).join(' ')} data-part="footer">
          {footer}
        </div>
      ) : null}
    </Dialog.Content>
  );

  if (isInline) {
    return (
      <Dialog.Root open modal={false}>
        {content}
      </Dialog.Root>
    );
  }

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={parts.backdrop} data-part="backdrop" />
        {content}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Wrap a footer button (`asChild`) so that it closes the Modal, Drawer or Flyout it is in. */
export const DialogClose = Dialog.Close;
