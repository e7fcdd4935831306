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
