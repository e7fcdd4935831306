import type { HTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { card, heading as headingStyle } from './Card.css.ts';

export const cardVariants = ['outlined', 'raised', 'flat'] as const;
export const cardElements = ['div', 'section', 'article', 'li'] as const;
export const cardHeadingLevels = [2, 3, 4, 5, 6] as const;

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element to render: a `section` or `article` with a heading becomes a named region. */
  as?: (typeof cardElements)[number];
  variant?: (typeof cardVariants)[number];
  heading?: ReactNode;
  /** Level of the heading in the page outline. */
  headingLevel?: (typeof cardHeadingLevels)[number];
  children?: ReactNode;
};

/** A surface for grouped content, with an optional heading. Padding grows from the tablet breakpoint. */
export function Card({
  as: Element = 'div',
  variant = 'outlined',
  heading,
  headingLevel = 2,
  className,
  children,
  'aria-labelledby': ariaLabelledBy,
  ...rest
}: CardProps) {
  const headingId = `${useId()}-heading`;
  const Heading = `h${headingLevel}` as const;
  const namesItself = heading && (Element === 'section' || Element === 'article');
  return (
    <Element
      {...rest}
      className={[card({ variant }), className].filter(Boolean).join(' ')}
      data-component="Card"
      data-variant={variant}
      aria-labelledby={ariaLabelledBy ?? (namesItself ? headingId : undefined)}
    >
      {heading ? (
        <Heading id={headingId} className={headingStyle} data-part="heading">
          {heading}
        </Heading>
      ) : null}
      {children}
    </Element>
  );
}
