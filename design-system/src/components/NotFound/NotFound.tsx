import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './NotFound.css.ts';

export type NotFoundProps = {
  /** 'Wheat a minute… that page doesn't exist!' (ERR-001). */
  headline: string;
  /** 'Go back' (ERR-002). */
  backLabel: string;
  /** The homepage link's text (ERR-003). */
  homeLabel: string;
  homeHref?: string;
  /** Replaces the default, the browser's history.back(). */
  onBack?: () => void;
  /** The id of a GET form 'Go back' submits instead of running script (a page that ships no JS). */
  backForm?: string;
  /** Anything extra under the headline. */
  children?: ReactNode;
  className?: string;
};

/** The not-found page's content: headline, 'Go back' and a link to the homepage. */
export function NotFound({
  headline,
  backLabel,
  homeLabel,
  homeHref = '/',
  onBack,
  backForm,
  children,
  className,
}: NotFoundProps) {
  return (
    <div className={[styles.page, className].filter(Boolean).join(' ')} data-component="NotFound">
      <h1 className={styles.headline} data-part="headline">
        {headline}
      </h1>
      {children}
      <div className={styles.actions} data-part="actions">
        <Button
          {...(backForm
            ? { type: 'submit' as const, form: backForm }
            : { onClick: () => (onBack ? onBack() : window.history.back()) })}
          data-part="back"
        >
          {backLabel}
        </Button>
        <a className={styles.homeLink} href={homeHref} data-part="home-link">
          {homeLabel}
        </a>
      </div>
    </div>
  );
}
