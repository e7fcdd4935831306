import { ButtonLink } from '@aisle/design-system/parts/Button/ButtonLink';
import * as styles from './catalogue.css.ts';

export type HomeHeroProps = {
  /** 'Welcome to {banner}': the page's h1. */
  heading: string;
  /** What the banner offers, in a line. */
  lead: string;
  /** A link to this week's deals further down the page. */
  seeDeals: string;
  /** A link to the shopping-mode page; left out for a banner with no shopping mode. */
  chooseMode?: { label: string; href: string };
};

/**
 * The home page's first block (issue 22): its heading, what the banner offers and two ways in, this week's
 * deals and how to shop. Server HTML only, in the page's first bytes: the text is the first screen's largest
 * paint, with no image or script to wait for.
 */
export function HomeHero({ heading, lead, seeDeals, chooseMode }: HomeHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-heading" data-part="hero">
      <h1 className={styles.heroHeading} id="home-heading">
        {heading}
      </h1>
      <p className={styles.heroLead}>{lead}</p>
      <div className={styles.heroActions}>
        <ButtonLink href="#deals-heading">{seeDeals}</ButtonLink>
        {chooseMode ? (
          <ButtonLink href={chooseMode.href} variant="secondary">
            {chooseMode.label}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
