import { Button, DialogClose, Modal, type ModalProps, modalSizes } from '@aisle/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useCopy } from '../support/BannerContext.tsx';
import { bannerMatrixStory } from '../support/BannerMatrix.tsx';

/** Everything but the strings and slots, which each story takes from the current banner's copy. */
type Args = Omit<ModalProps, 'title' | 'description' | 'children' | 'footer' | 'closeLabel' | 'trigger'>;

/** WAL-022: the delete confirmation, opened from the card row's Delete action. */
function DeleteCardModal(args: Args) {
  const { copy } = useCopy();
  const modal = copy.components.modal;
  return (
    <Modal
      size="small"
      {...args}
      title={modal.deleteTitle}
      description={modal.deleteText}
      closeLabel={modal.closeLabel}
      trigger={<Button variant="secondary">{modal.deleteTrigger}</Button>}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{modal.keepCard}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive">{modal.deleteCard}</Button>
          </DialogClose>
        </>
      }
    />
  );
}

/** CRD-038: an error the shopper acknowledges; only the button or the close button dismiss it. */
function WrongAccountModal(args: Args) {
  const { copy } = useCopy();
  const modal = copy.components.modal;
  return (
    <Modal
      size="small"
      closeOnOutsideClick={false}
      {...args}
      title={modal.wrongAccountTitle}
      closeLabel={modal.closeLabel}
      footer={
        <DialogClose asChild>
          <Button>{modal.wrongAccountAcknowledge}</Button>
        </DialogClose>
      }
    >
      <p style={{ margin: 0 }}>{modal.wrongAccountText}</p>
    </Modal>
  );
}

/** CBX-037: the payment-update failure, controlled by its page. */
function UpdateFailedPage(args: Args) {
  const { copy } = useCopy();
  const modal = copy.components.modal;
  const [isOpen, setIsOpen] = useState(args.defaultOpen ?? false);
  const setOpen = (open: boolean) => {
    setIsOpen(open);
    args.onOpenChange?.(open);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {modal.tryAgain}
      </Button>
      <Modal
        {...args}
        open={isOpen}
        onOpenChange={setOpen}
        title={modal.updateFailedTitle}
        closeLabel={modal.closeLabel}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {modal.backToCart}
            </Button>
            <Button onClick={() => setOpen(false)}>{modal.tryAgain}</Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>{modal.updateFailedText}</p>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  // The strings come from the banner's copy in each render, so stories do not pass them as args.
  component: Modal as ComponentType<Args>,
  args: { onOpenChange: fn(), closeOnEscape: true, closeOnOutsideClick: true, showClose: true },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  render: (args) => <DeleteCardModal {...args} />,
  parameters: {
    // Open dialogs cover the page they are on: on the docs page each story gets its own frame.
    docs: { story: { inline: false, height: '480px' } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** Opens from its trigger, moves focus in, closes on Escape and gives focus back to the trigger. */
export const FromTrigger: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Deleting Payment' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete your card?');
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await expect(canvasElement.ownerDocument.body).toHaveStyle({ overflow: 'hidden' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A footer button wrapped in DialogClose closes it too. */
export const FooterButtonCloses: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await page.findByRole('dialog', { name: 'Deleting Payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Card' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Deleting Payment' });
    await expect(dialog).toHaveAttribute('data-variant', 'small');
    await expect(within(dialog).getByRole('button', { name: 'close dialog' })).toBeVisible();
  },
};

/** Must be acknowledged: a click on the backdrop leaves it open; its button closes it. */
export const NoOutsideClickClose: Story = {
  // The meta's args close on an outside click; this story is the dialog that does not.
  args: { defaultOpen: true, closeOnOutsideClick: false },
  render: (args) => <WrongAccountModal {...args} />,
  play: async ({ canvasElement }) => {
    const documentBody = canvasElement.ownerDocument.body;
    const page = within(documentBody);
    const dialog = await page.findByRole('dialog', { name: 'Wrong Account' });
    const backdrop = documentBody.querySelector('[data-part="backdrop"]') as HTMLElement;
    await userEvent.click(backdrop, { pointerEventsCheck: 0 });
    // Radix marks a closing dialog at once, while it still fades out: still open means it did not close.
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toBeVisible();
  },
};

/** Controlled by its page (`open`, `onOpenChange`); a click outside closes it. */
export const Controlled: Story = {
  args: { size: 'medium' },
  render: (args) => <UpdateFailedPage {...args} />,
  play: async ({ canvasElement, args }) => {
    const documentBody = canvasElement.ownerDocument.body;
    const page = within(documentBody);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try Again' }));
    const dialog = await page.findByRole('dialog', { name: 'Something went wrong' });
    await expect(within(dialog).getByRole('button', { name: 'Back to Cart' })).toBeVisible();
    await userEvent.click(documentBody.querySelector('[data-part="backdrop"]') as HTMLElement, {
      pointerEventsCheck: 0,
    });
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ControlledOpen: Story = {
  args: { defaultOpen: true },
  render: (args) => <UpdateFailedPage {...args} />,
};

/** The review sheet draws each banner's dialog panel in the page flow (`presentation="inline"`). */
export const BannerReview: Story = bannerMatrixStory(() => <WrongAccountModal presentation="inline" />, 320);
