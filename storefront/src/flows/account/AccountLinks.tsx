import * as styles from './account.css.ts';

export type AccountLink = { href: string; text: string };

/**
 * The account's pages as plain links (the account home's 'Manage Your Account'). The page renders it
 * without a client directive: static HTML that works before, and without, any script.
 */
export function AccountLinks({ heading, links }: { heading: string; links: readonly AccountLink[] }) {
  return (
    <nav className={styles.section} aria-labelledby="account-links-heading" data-part="account-links">
      <h2 id="account-links-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <a className={styles.linkRow} href={link.href}>
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
