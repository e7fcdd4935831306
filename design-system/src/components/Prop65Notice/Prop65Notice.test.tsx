import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { Prop65Notice } from './Prop65Notice.tsx';

describe('Prop65Notice', () => {
  test('shows the warning for a California delivery', async () => {
    const screen = await render(<Prop65Notice stateCode="CA" label="WARNING:" message="Chemicals." />);
    await expect.element(screen.getByRole('note')).toHaveTextContent('WARNING: Chemicals.');
  });

  test('renders nothing outside California', async () => {
    for (const stateCode of ['OH', 'NY', '', null, undefined]) {
      const screen = await render(<Prop65Notice stateCode={stateCode} label="WARNING:" message="Chemicals." />);
      expect(screen.container.querySelector('[data-component="Prop65Notice"]')).toBeNull();
      screen.unmount();
    }
  });
});
