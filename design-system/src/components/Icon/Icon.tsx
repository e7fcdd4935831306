import { icon } from './Icon.css.ts';

/*
 * The design system's one set of icons, drawn once here. Most are 24x24 line drawings in the text's colour
 * (`stroke`); a few are solid (`fill`); three keep the small grid they were drawn on. Illustrations that are
 * not icons stay with their component: card brand marks, the map pin, the Prop 65 triangle, the checkbox's
 * animated tick.
 */
type Glyph = {
  /** A line drawing, stroked with the text colour. */
  stroke?: string;
  /** A solid shape, filled with the text colour. */
  fill?: string;
  strokeWidth?: number;
  viewBox?: string;
};

const glyphs = {
  close: { stroke: 'M6 6l12 12M18 6L6 18' },
  back: { stroke: 'M15 5l-7 7 7 7' },
  forward: { stroke: 'M9 5l7 7-7 7' },
  chevronDown: { stroke: 'M6 9l6 6 6-6' },
  check: { stroke: 'M5 12.5l4.5 4.5L19 7.5' },
  info: { stroke: 'M12 11v6M12 7.5v.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z' },
  positive: { stroke: 'M8 12.5l2.75 2.75L16.5 9.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z' },
  caution: {
    stroke:
      'M12 9.5v4.5M12 17.5v.01M10.3 3.9L2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  },
  critical: { stroke: 'M12 7.5v5.5M12 16.5v.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z' },
  reload: { stroke: 'M20 11a8 8 0 1 0-2.34 5.66M20 5v6h-6' },
  cart: {
    stroke:
      'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M8.7 20.5a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0M16.2 20.5a1.3 1.3 0 1 0 2.6 0 1.3 1.3 0 1 0-2.6 0',
  },
  person: { stroke: 'M8 8a4 4 0 1 0 8 0 4 4 0 1 0-8 0M4 21a8 8 0 0 1 16 0' },
  store: { stroke: 'M4 10v10h16V10M3 10l2-6h14l2 6M3 10h18M9 20v-6h6v6' },
  moreVertical: {
    fill: 'M10 5a2 2 0 1 0 4 0 2 2 0 1 0-4 0M10 12a2 2 0 1 0 4 0 2 2 0 1 0-4 0M10 19a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  },
  bolt: { fill: 'M13.5 2L4 13.5h6.5L9 22l10-12h-6.5z' },
  star: { fill: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z' },
  fieldError: {
    viewBox: '0 0 20 20',
    fill: 'M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 12.75a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM9 5h2l-.3 7h-1.4L9 5Z',
  },
  selectChevron: { viewBox: '0 0 16 16', fill: 'M3.2 5.5 8 10.3l4.8-4.8 1.1 1.1L8 12.5 2.1 6.6z' },
  newTab: {
    viewBox: '0 0 16 16',
    fill: 'M9 1h6v6h-1.6V3.7L7.6 9.5 6.5 8.4l5.8-5.8H9zM2 3h5v1.6H3.6v7.8h7.8V9H13v5H2z',
  },
} as const satisfies Record<string, Glyph>;

export type IconName = keyof typeof glyphs;
export const iconNames = Object.keys(glyphs) as IconName[];

export type IconProps = {
  name: IconName;
  /** Sizes and colours the icon (default: 1.25em square, the text's colour). */
  className?: string;
  /** A heavier or lighter line than the default 2 (24-unit grid). */
  strokeWidth?: number;
  'data-part'?: string;
};

/**
 * A decorative icon: always hidden from assistive technology, never focusable; the text or the accessible
 * name next to it carries the meaning.
 */
export function Icon({ name, className, strokeWidth, 'data-part': part }: IconProps) {
  const glyph: Glyph = glyphs[name];
  return (
    <svg
      className={[icon, className].filter(Boolean).join(' ')}
      viewBox={glyph.viewBox ?? '0 0 24 24'}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      data-part={part}
    >
      {glyph.fill ? <path d={glyph.fill} fill="currentColor" /> : null}
      {glyph.stroke ? (
        // fill on the path itself: an icon button's `svg { fill: currentColor }` must not fill the strokes.
        <path
          d={glyph.stroke}
          fill="none"
          stroke="currentColor"
          strokeWidth={strokeWidth ?? glyph.strokeWidth ?? 2}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  );
}
