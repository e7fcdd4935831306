import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/global.css.ts';
import { giftCardMask } from '../../format/cards.ts';
import { MaskedTextField } from '../MaskedTextField/MaskedTextField.tsx';
import { TextField } from './TextField.tsx';

/**
 * Presses one key per browser round trip, like a person does. The mask tracks the caret on a timer, and
 * Chromium runs queued key presses before timers, so a whole string sent at once loses characters.
 */
async function typeKeys(input: { element(): Element }, text: string) {
  if (document.activeElement !== input.element()) await userEvent.click(input.element());
  for (const key of text) await userEvent.keyboard(key);
}

function UncontrolledPhone({ error }: { error?: string }) {
  return <MaskedTextField label="Phone" mask="(###) ###-####" error={error} />;
}

/** Checks the phone on blur, as the contact form does. */
function ValidatedPhone() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return (
    <MaskedTextField
      label="Phone"
      mask="(###) ###-####"
      value={value}
      onValueChange={setValue}
      onBlur={() => setError(value.length < 14 ? 'Please enter a valid phone number' : undefined)}
      error={error}
    />
  );
}

describe('TextField', () => {
  test('formats a typed phone number with its mask', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <MaskedTextField label="Phone" type="tel" mask="(###) ###-####" onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await typeKeys(input, '5135550100');
    await expect.element(input).toHaveValue('(513) 555-0100');
    expect(onValueChange).toHaveBeenLastCalledWith('(513) 555-0100');
  });

  test('takes a phone number typed or pasted as written: separators never count against its 10 digits (issue 20)', async () => {
    for (const written of ['(513) 555-0100', '513-555-0100', '513.555.0100', '513 555 0100']) {
      const typed = await render(<MaskedTextField label={`Phone ${written}`} type="tel" mask="(###) ###-####" />);
      const input = typed.getByRole('textbox', { name: `Phone ${written}` });
      await typeKeys(input, written);
      await expect.element(input, { message: `typed ${written}` }).toHaveValue('(513) 555-0100');
      // Pasted at once (fill inserts the whole text in one input, as a paste does).
      await userEvent.clear(input);
      await userEvent.fill(input, written);
      await expect.element(input, { message: `pasted ${written}` }).toHaveValue('(513) 555-0100');
    }
  });

  test('ignores characters the mask has no room or slot for', async () => {
    const screen = await render(<MaskedTextField label="Card Number" mask={giftCardMask} />);
    const input = screen.getByRole('textbox', { name: 'Card Number' });
    await typeKeys(input, '6006x491000000000001999');
    await expect.element(input).toHaveValue('60064-91000-00000-0001');
  });

  test('links hint and error to the input and marks it invalid', async () => {
    const screen = await render(
      <TextField
        label="Card Number"
        hint="Keep your gift card!"
        error="Card Number must be exactly 19 characters long."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Card Number' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(input)
      .toHaveAccessibleDescription('Keep your gift card! Card Number must be exactly 19 characters long.');
    const [hintId, errorId] = (input.element().getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(hintId ?? '')).toHaveTextContent('Keep your gift card!');
    expect(document.getElementById(errorId ?? '')).toHaveAttribute('data-component', 'FieldError');
  });

  test('is neither invalid nor described when there is no hint or error', async () => {
    const screen = await render(<TextField label="First Name" />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).not.toHaveAttribute('aria-describedby');
  });

  test('keeps what was typed when an error appears (uncontrolled)', async () => {
    const screen = await render(<UncontrolledPhone />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await typeKeys(input, '513555');
    await screen.rerender(<UncontrolledPhone error="Please enter a valid phone number" />);
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveValue('(513) 555');
  });

  test('keeps what was typed when an error appears on blur (controlled)', async () => {
    const screen = await render(<ValidatedPhone />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await typeKeys(input, '513555');
    await userEvent.tab();
    await expect.element(input).toHaveAccessibleDescription('Please enter a valid phone number');
    await expect.element(input).toHaveValue('(513) 555');
    await typeKeys(input, '0100');
    await expect.element(input).toHaveValue('(513) 555-0100');
  });

  test('sets native and ARIA required, and describes a prefix', async () => {
    const screen = await render(<TextField label="Other Amount" prefix="$" required />);
    const input = screen.getByRole('textbox', { name: 'Other Amount' });
    await expect.element(input).toBeRequired();
    await expect.element(input).toHaveAttribute('aria-required', 'true');
    await expect.element(input).toHaveAccessibleDescription('$');
  });

  test('issue 20: a live error is an alert that describes the input, and a new errorKey makes the same words a new alert', async () => {
    const { rerender, container } = await render(
      <TextField label="Promo Code" error="Not applied" isErrorLive errorKey={1} />,
    );
    const input = container.querySelector('input') as HTMLInputElement;
    const first = container.querySelector('[role="alert"]');
    expect(first?.textContent).toBe('Not applied');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(first?.id);
    await rerender(<TextField label="Promo Code" error="Not applied" isErrorLive errorKey={2} />);
    const second = container.querySelector('[role="alert"]');
    expect(second?.textContent).toBe('Not applied');
    expect(second).not.toBe(first);
    expect(first?.isConnected).toBe(false);
  });

  test('an error is not live unless asked: it is read with the field', async () => {
    const { container } = await render(<TextField label="Phone" error="Please enter a valid phone number" />);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});
