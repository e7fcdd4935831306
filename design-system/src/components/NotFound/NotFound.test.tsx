import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { NotFound } from './NotFound.tsx';

test('Go back goes back in history by default', async () => {
  const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
  const screen = await render(<NotFound headline="Not here" backLabel="Go back" homeLabel="Home" />);
  await screen.getByRole('button', { name: 'Go back' }).click();
  expect(back).toHaveBeenCalledOnce();
  back.mockRestore();
});
