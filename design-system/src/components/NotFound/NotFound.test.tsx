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

test('with backForm, Go back submits that form and runs no script', async () => {
  const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
  const screen = await render(
    <>
      <form id="back-form" action="/" method="get" />
      <NotFound headline="Not here" backLabel="Go back" homeLabel="Home" backForm="back-form" />
    </>,
  );
  const button = screen.getByRole('button', { name: 'Go back' });
  await expect.element(button).toHaveAttribute('type', 'submit');
  await expect.element(button).toHaveAttribute('form', 'back-form');
  const form = document.getElementById('back-form') as HTMLFormElement;
  const submitted = new Promise<HTMLElement | null>((resolve) => {
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        resolve(event.submitter);
      },
      { once: true },
    );
  });
  await button.click();
  expect((await submitted)?.dataset.part).toBe('back');
  expect(back).not.toHaveBeenCalled();
  back.mockRestore();
});
