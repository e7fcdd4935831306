import { formatCopy } from '@aisle/banner-themes/copy';
import { formatUsPhone, toUsE164 } from '../../format/phoneDigits.ts';
import * as styles from './Footer.css.ts';
import { fillSlots } from './fillSlots.tsx';

export const ACCESSIBILITY_STATEMENT_PATH = '/i/terms/accessibility';

export type FooterLink = { href: string; label: string };

export type FooterLabels = {
  /** Name of the link list, e.g. 'Legal and privacy'. */
  navigation: string;
  /** Template with `{year}` and `{company}`. */
  copyright: string;
  accessibilityStatement: string;
  /** Template with `{phone}`, which becomes a call link. */
  screenReaderHelp: string;
  /** The consent preference center button, e.g. 'Your Privacy Choices'. */
  privacyChoices: string;
  /** Shown only with washingtonHealthPolicyHref. */
  washingtonHealthPolicy?: string;
};

export type FooterProps = {
  /** The copyright year (a prop, so pages and stories stay deterministic). */
  year: number;
  /** The banner's company name (OCP-020, OCP-021). */
  companyName: string;
  /** The banner's screen-reader help line, 10 digits (OCP-023, OCP-024). */
  screenReaderHelpPhone: string;
  /** Privacy and legal links (OCP-026). */
  privacyLinks: readonly FooterLink[];
  /** Opens the consent preference center (OCP-027). */
  onPrivacyChoices?: () => void;
  /**
   * The id of a GET form the privacy-choices button submits instead: a page without script opens the
   * preference center by navigating to it (the storefront's content pages ship no JS).
   */
  privacyChoicesForm?: string;
  /** The optional Washington health policy link (OCP-029); shown when set. */
  washingtonHealthPolicyHref?: string;
  accessibilityHref?: string;
  labels: FooterLabels;
  className?: string;
};

/** The small-print footer: copyright, accessibility help line, privacy links and privacy choices. */
export function Footer({
  year,
  companyName,
  screenReaderHelpPhone,
  privacyLinks,
  onPrivacyChoices,
  privacyChoicesForm,
  washingtonHealthPolicyHref,
  accessibilityHref = ACCESSIBILITY_STATEMENT_PATH,
  labels,
  className,
}: FooterProps) {
  const phone = (
    <a className={styles.phone} href={`tel:${toUsE164(screenReaderHelpPhone)}`} data-part="help-phone">
      {formatUsPhone(screenReaderHelpPhone)}
    </a>
  );
  return (
    <footer className={[styles.footer, className].filter(Boolean).join(' ')} data-component="Footer">
      <nav aria-label={labels.navigation}>
        <ul className={styles.links}>
          <li>
            <a className={styles.link} href={accessibilityHref} data-part="accessibility-link">
              {labels.accessibilityStatement}
            </a>
          </li>
          {privacyLinks.map((link) => (
            <li key={link.href}>
              <a className={styles.link} href={link.href} data-part="privacy-link">
                {link.label}
              </a>
            </li>
          ))}
          {washingtonHealthPolicyHref && labels.washingtonHealthPolicy ? (
            <li>
              <a className={styles.link} href={washingtonHealthPolicyHref} data-part="washington-health-policy">
                {labels.washingtonHealthPolicy}
              </a>
            </li>
          ) : null}
          <li>
            <button
              type={privacyChoicesForm ? 'submit' : 'button'}
              form={privacyChoicesForm}
              className={styles.link}
              onClick={onPrivacyChoices}
              data-part="privacy-choices"
            >
              <PrivacyChoicesIcon />
              {labels.privacyChoices}
            </button>
          </li>
        </ul>
      </nav>
      <p className={styles.text} data-part="screen-reader-help">
        {fillSlots(labels.screenReaderHelp, { phone })}
      </p>
      <p className={styles.text} data-part="copyright">
        {formatCopy(labels.copyright, { year, company: companyName })}
      </p>
    </footer>
  );
}

/** The toggle-shaped privacy options icon that accompanies 'Your Privacy Choices' links. */
function PrivacyChoicesIcon() {
  return (
    <svg className={styles.privacyIcon} viewBox="0 0 30 15" aria-hidden="true" focusable="false">
      <rect
        x="0.75"
        y="0.75"
        width="28.5"
        height="13.5"
        rx="6.75"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <circle cx="22.5" cy="7.5" r="4.5" fill="currentColor" />
      <path
        d="M5.5 7.5l2.2 2.2 4-4.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
