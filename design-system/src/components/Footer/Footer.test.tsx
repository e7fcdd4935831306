import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Footer, type FooterProps } from './Footer.tsx';

const labels: FooterProps['labels'] = {
  navigation: 'Legal and privacy',
  copyright: '© {year} {company}',
  accessibilityStatement: 'Accessibility Statement',
  screenReaderHelp: 'Screen reader help: {phone}',
  privacyChoices: 'Your Privacy Choices',
};

const footer = (props: Partial<FooterProps>) => (
  <Footer
    year={2026}
    companyName="Greenway Market Company"
    screenReaderHelpPhone="8005550100"
    privacyLinks={[{ href: '/i/privacy-policy', label: 'Privacy Policy' }]}
    labels={labels}
    {...props}
  />
);

test('the privacy choices button calls onPrivacyChoices (OCP-027)', async () => {
  const onPrivacyChoices = vi.fn();
  const screen = await render(footer({ onPrivacyChoices }));
  const button = screen.getByRole('button', { name: 'Your Privacy Choices' });
  await expect.element(button).toHaveAttribute('type', 'button');
  await button.click();
  expect(onPrivacyChoices).toHaveBeenCalledOnce();
});

test('with privacyChoicesForm, the privacy choices button submits that form: it works without script', async () => {
  const screen = await render(
    <>
      <form id="privacy-form" action="/i/privacy-policy#privacy-choices" method="get" />
      {footer({ privacyChoicesForm: 'privacy-form' })}
    </>,
  );
  const button = screen.getByRole('button', { name: 'Your Privacy Choices' });
  await expect.element(button).toHaveAttribute('type', 'submit');
  await expect.element(button).toHaveAttribute('form', 'privacy-form');
  const form = document.getElementById('privacy-form') as HTMLFormElement;
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
  expect((await submitted)?.dataset.part).toBe('privacy-choices');
});
