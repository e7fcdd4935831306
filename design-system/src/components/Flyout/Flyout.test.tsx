import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/global.css.ts';
import { Flyout } from './Flyout.tsx';

describe('Flyout', () => {
  test('names its close button by closeLabel and closes with it', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(
      <Flyout defaultOpen title="Select Payment" closeLabel="close dialog" onOpenChange={onOpenChange}>
        Cards
      </Flyout>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Select Payment' });
    await expect.element(dialog).toHaveAttribute('data-component', 'Flyout');
    await screen.getByRole('button', { name: 'close dialog' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('closes on Escape', async () => {
    const screen = await render(
      <Flyout defaultOpen title="Select Payment" closeLabel="close dialog">
        Cards
      </Flyout>,
    );
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('stays open when onEscapeKeyDown prevents the close, so that it can ask first', async () => {
    const onEscapeKeyDown = vi.fn((event: KeyboardEvent) => event.preventDefault());
    const screen = await render(
      <Flyout defaultOpen title="Select Payment" closeLabel="close dialog" onEscapeKeyDown={onEscapeKeyDown}>
        Cards
      </Flyout>,
    );
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onEscapeKeyDown).toHaveBeenCalledOnce();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
  });

  test('shows a back arrow named by backLabel that calls onBack, and can hide the close button', async () => {
    const onBack = vi.fn();
    const screen = await render(
      <Flyout
        defaultOpen
        title="Add Credit/Debit Card"
        closeLabel="close dialog"
        showClose={false}
        showBack
        backLabel="Go back"
        onBack={onBack}
      >
        Form
      </Flyout>,
    );
    await screen.getByRole('button', { name: 'Go back' }).click();
    expect(onBack).toHaveBeenCalledOnce();
    await expect.element(screen.getByRole('button', { name: 'close dialog' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('dialog', { name: 'Add Credit/Debit Card' })).toBeVisible();
  });

  test('shows no back arrow unless asked', async () => {
    const screen = await render(
      <Flyout defaultOpen title="Select Payment" closeLabel="close dialog" backLabel="Go back">
        Cards
      </Flyout>,
    );
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  });
});
