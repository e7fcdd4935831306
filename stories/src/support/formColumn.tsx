import type { Decorator } from '@storybook/react-vite';

/** The width of a form column, as in checkout; the 30-banner matrices (tagged no-visual) keep their grid. */
export const formColumn: Decorator = (Story, { tags }) =>
  tags.includes('no-visual') ? (
    <Story />
  ) : (
    <div style={{ maxWidth: 420 }}>
      <Story />
    </div>
  );
