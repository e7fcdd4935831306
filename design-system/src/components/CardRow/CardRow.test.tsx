import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/global.css.ts';
import { Flyout } from '../Flyout/Flyout.tsx';
import { CardRow, type CardRowLabels, type CardRowProps } from './CardRow.tsx';

const labels: CardRowLabels = {
  expiry: 'Exp. {expiry}',
  expired: 'Expired. Please update your payment info.',
  expiredFlag: 'EDIT EXPIRED CARD',
  cardName: '{brand} ending in {lastFour}',
  preferred: 'Preferred',
  actions: 'Actions for {card}',
  edit: 'Edit',
  delete: 'Delete',
  makePreferred: 'Make Preferred',
  checkBalance: 'Check Balance',
  remaining: 'Remaining',
  retry: 'Retry',
  balanceError: 'Balance Error',
};

const visa: CardRowProps = {
  kind: 'bank',
  name: 'bank',
  value: 'visa',
  brand: 'VISA',
  brandName: 'Visa',
  lastFour: '1111',
  expirationMonth: '08',
  expirationYear: '2027',
  labels,
};

describe('CardRow', () => {
  test('shows the masked number padded to the brand length and the expiry', async () => {
    const screen = await render(<CardRow {...visa} brand="AMEX" brandName="American Express" lastFour="0005" />);
    await expect.element(screen.getByText('•••• •••••• •0005')).toBeVisible();
    await expect.element(screen.getByText('Exp. 08/27')).toBeVisible();
  });

  test('an uncontrolled radio follows its siblings', async () => {
    const screen = await render(
      <div role="radiogroup" aria-label="Cards">
        <CardRow {...visa} defaultSelected />
        <CardRow {...visa} value="mc" brand="MASTERCARD" brandName="Mastercard" lastFour="4444" />
      </div>,
    );
    const rows = () =>
      [...document.querySelectorAll('[data-component="CardRow"]')].map((row) => row.getAttribute('data-state'));
    expect(rows()).toEqual(['selected', 'idle']);
    await screen.getByRole('radio', { name: 'Mastercard ending in 4444' }).click();
    await vi.waitFor(() => expect(rows()).toEqual(['idle', 'selected']));
  });

  test('the actions menu opens on its last item with ArrowUp and closes on Tab', async () => {
    const onAction = vi.fn();
    const screen = await render(<CardRow {...visa} onAction={onAction} />);
    const trigger = screen.getByRole('button', { name: 'Actions for Visa ending in 1111' });
    (trigger.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(screen.getByRole('menuitem', { name: 'Make Preferred' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('d');
    await expect.element(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
    expect(onAction).not.toHaveBeenCalled();
  });

  test('Escape in the menu closes the menu only, not the flyout around it', async () => {
    const screen = await render(
      <Flyout defaultOpen title="Wallet" closeLabel="Close">
        <CardRow {...visa} />
      </Flyout>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions for Visa ending in 1111' });
    await trigger.click();
    await expect.element(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('dialog', { name: 'Wallet' })).toBeVisible();
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog', { name: 'Wallet' })).not.toBeInTheDocument();
  });

  test('a click outside closes the menu', async () => {
    const screen = await render(
      <div>
        <p>Outside</p>
        <CardRow {...visa} />
      </div>,
    );
    await screen.getByRole('button', { name: 'Actions for Visa ending in 1111' }).click();
    await expect.element(screen.getByRole('menu')).toBeVisible();
    await screen.getByText('Outside').click();
    await expect.element(screen.getByRole('menu')).not.toBeInTheDocument();
  });

  test('Edit is left out when the actions do not include it', async () => {
    const screen = await render(<CardRow {...visa} actions={['delete', 'makePreferred']} isPreferred />);
    await screen.getByRole('button', { name: 'Actions for Visa ending in 1111' }).click();
    const items = screen
      .getByRole('menuitem')
      .elements()
      .map((item) => item.textContent);
    expect(items).toEqual(['Delete']);
  });

  test('an expired card without Edit shows no menu and no flag', async () => {
    const screen = await render(<CardRow {...visa} isExpired actions={['delete']} />);
    await expect.element(screen.getByText('Expired. Please update your payment info.')).toBeVisible();
    expect(document.querySelector('[data-part="actions"]')).toBeNull();
    expect(document.querySelector('[data-part="expiredFlag"]')).toBeNull();
  });
});
