import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/global.css.ts';
import { TipSelector, type TipSelectorLabels } from './TipSelector.tsx';

const labels: TipSelectorLabels = {
  label: 'Tip amount',
  none: 'None',
  otherAmount: 'Other Amount',
  otherAmountField: 'Custom tip amount',
  required: 'Tip is a required field',
  maximum: 'The maximum tip amount is {max}.',
  invalid: 'Please enter a valid tip amount.',
};

function Controlled({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('3.00');
  return (
    <>
      <TipSelector
        suggestions={[3, 5]}
        subtotal={50}
        maxTip={50}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
        labels={labels}
      />
      <button type="button" onClick={() => setValue('0.00')}>
        Clear tip
      </button>
      <button type="button" onClick={() => setValue('8.25')}>
        Set 8.25
      </button>
    </>
  );
}

describe('TipSelector', () => {
  test('a controlled value chooses the matching option, None or Other Amount', async () => {
    const screen = await render(<Controlled onValueChange={vi.fn()} />);
    await expect.element(screen.getByRole('radio', { name: '$3.00 6%' })).toBeChecked();
    await screen.getByRole('button', { name: 'Clear tip' }).click();
    await expect.element(screen.getByRole('radio', { name: 'None' })).toBeChecked();
    await screen.getByRole('button', { name: 'Set 8.25' }).click();
    await expect.element(screen.getByRole('radio', { name: 'Other Amount' })).toBeChecked();
    await expect.element(screen.getByRole('textbox', { name: 'Custom tip amount' })).toHaveValue('8.25');
  });

  test('an Other Amount equal to a suggestion keeps Other Amount chosen', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<Controlled onValueChange={onValueChange} />);
    await screen.getByRole('radio', { name: 'Other Amount' }).click();
    await screen.getByRole('textbox', { name: 'Custom tip amount' }).fill('5');
    await userEvent.keyboard('{Tab}');
    expect(onValueChange).toHaveBeenLastCalledWith('5.00');
    await expect.element(screen.getByRole('radio', { name: 'Other Amount' })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: '$5.00 10%' })).not.toBeChecked();
  });

  test('text that is not an amount is refused', async () => {
    const screen = await render(
      <TipSelector suggestions={[3]} subtotal={30} maxTip={50} defaultValue="4.00" labels={labels} />,
    );
    const field = screen.getByRole('textbox', { name: 'Custom tip amount' });
    await field.fill('4.005');
    await userEvent.keyboard('{Tab}');
    await expect.element(field).toHaveAccessibleDescription('Please enter a valid tip amount.');
  });
});
