import { describe, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import '../../styles/global.css.ts';
import { Button } from './Button.tsx';

describe('Button', () => {
  test('gets its styles from the token contract', async () => {
    const screen = await render(<Button>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    const style = getComputedStyle(button.element());
    expect(style.minHeight).toBe('44px');
    expect(style.backgroundColor).toBe('rgb(31, 111, 67)');
  });

  test('ignores clicks and says its busy label while busy', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button isBusy busyLabel="Submitting Order..." onClick={onClick}>
        Place Order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submitting Order...' });
    (button.element() as HTMLButtonElement).click();
    expect(onClick).not.toHaveBeenCalled();
    await expect.element(button).toHaveAttribute('data-state', 'busy');
  });
});
