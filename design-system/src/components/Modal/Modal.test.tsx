import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/global.css.ts';
import { Button } from '../Button/Button.tsx';
import { DialogClose } from '../OverlayParts/DialogFrame.tsx';
import { Modal } from './Modal.tsx';

/** A modal a flow opens through `open`, from a button of its own (no Radix trigger), as the age check's terms do. */
function ControlledTerms() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>View Terms</Button>
      <Modal
        open={isOpen}
        onOpenChange={setOpen}
        title="Terms"
        closeLabel="Close"
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Done</Button>
          </DialogClose>
        }
      >
        <p>The terms.</p>
      </Modal>
    </>
  );
}

const focusedText = () => document.activeElement?.textContent;

/** A list in a modal whose row's removal is confirmed in a second one: the row's button goes with the row. */
function ListThenConfirm() {
  const [isListOpen, setListOpen] = useState(false);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [hasApples, setApples] = useState(true);
  return (
    <>
      <Button onClick={() => setListOpen(true)}>Edit List</Button>
      <Modal open={isListOpen} onOpenChange={setListOpen} title="List" closeLabel="Close">
        {hasApples ? <Button onClick={() => setConfirmOpen(true)}>Remove Apples</Button> : <p>No items.</p>}
      </Modal>
      <Modal
        open={isConfirmOpen}
        onOpenChange={setConfirmOpen}
        title="Remove Apples?"
        closeLabel="Close"
        footer={
          <Button
            onClick={() => {
              setApples(false);
              setConfirmOpen(false);
            }}
          >
            Remove
          </Button>
        }
      >
        <p>Apples leave the list.</p>
      </Modal>
    </>
  );
}

/** An edit whose save ends in a second modal (the wallet's 'Wrong Account'): the first closes as the second opens. */
function EditThenWrongAccount() {
  const [shown, setShown] = useState<'edit' | 'wrong' | null>(null);
  const close = (isOpen: boolean) => !isOpen && setShown(null);
  return (
    <>
      <Button onClick={() => setShown('edit')}>Edit Card</Button>
      <Modal
        open={shown === 'edit'}
        onOpenChange={close}
        title="Edit Card"
        closeLabel="Close"
        footer={<Button onClick={() => setShown('wrong')}>Save Card</Button>}
      >
        <p>The card.</p>
      </Modal>
      <Modal
        open={shown === 'wrong'}
        onOpenChange={close}
        title="Wrong Account"
        closeLabel="Close"
        footer={<Button onClick={() => setShown(null)}>Okay, I got it!</Button>}
      >
        <p>Not on this account.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  test('opened through `open`, it gives the focus back to the button that opened it on Escape and on a close button', async () => {
    const screen = await render(<ControlledTerms />);
    const opener = screen.getByRole('button', { name: 'View Terms' });
    await opener.click();
    await expect.element(screen.getByRole('dialog', { name: 'Terms' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog', { name: 'Terms' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(focusedText()).toBe('View Terms'));

    await userEvent.keyboard('{Enter}');
    await screen.getByRole('button', { name: 'Done' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Terms' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(focusedText()).toBe('View Terms'));
  });

  test('opened from a modal that then closed, it gives the focus back to where that modal would have', async () => {
    const screen = await render(<EditThenWrongAccount />);
    await screen.getByRole('button', { name: 'Edit Card' }).click();
    await screen.getByRole('button', { name: 'Save Card' }).click();
    await screen.getByRole('button', { name: 'Okay, I got it!' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Wrong Account' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('dialog', { name: 'Edit Card' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(focusedText()).toBe('Edit Card'));
  });

  test('closed after the button that opened it went, it gives the focus back into the modal it came from', async () => {
    const screen = await render(<ListThenConfirm />);
    await screen.getByRole('button', { name: 'Edit List' }).click();
    await screen.getByRole('button', { name: 'Remove Apples' }).click();
    await screen.getByRole('button', { name: 'Remove' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Remove Apples?' })).not.toBeInTheDocument();
    const list = screen.getByRole('dialog', { name: 'List' });
    await expect.element(list).toBeVisible();
    await vi.waitFor(() => expect(list.element().contains(document.activeElement)).toBe(true));
  });

  test('a body that scrolls is a tab stop named by the title; one that fits is neither', async () => {
    const screen = await render(
      <Modal open title="Stores near 45202" closeLabel="Close">
        <div style={{ height: 3000 }}>Many stores</div>
      </Modal>,
    );
    const body = screen.getByRole('region', { name: 'Stores near 45202' });
    await expect.element(body).toHaveAttribute('tabindex', '0');
    await expect.element(body).toHaveAttribute('data-part', 'body');
    await expect.element(screen.getByRole('dialog', { name: 'Stores near 45202' })).toBeVisible();
    await screen.rerender(
      <Modal open title="Stores near 45202" closeLabel="Close">
        <p>One store</p>
      </Modal>,
    );
    await expect.element(screen.getByRole('region')).not.toBeInTheDocument();
    expect(document.querySelector('[data-part="body"]')?.hasAttribute('tabindex')).toBe(false);
  });
});
