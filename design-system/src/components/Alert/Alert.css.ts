import { vars } from '@aisle/banner-themes/contract.css';
import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { layered } from '../OverlayParts/layered.ts';

const toneColor = createVar();
const toneSurface = createVar();

export const alert = recipe({
  base: layered({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: vars.space.md,
    paddingInlineStart: `calc(${vars.space.md} - 2px)`,
    borderInlineStart: `6px solid ${toneColor}`,
    borderRadius: vars.radius.md,
    background: toneSurface,
    // Only the tone colour is audited on the tone surface, so every line of the message uses it.
    color: toneColor,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
  }),
  variants: {
    tone: {
      info: { vars: { [toneColor]: vars.color.info, [toneSurface]: vars.color.infoSurface } },
      positive: { vars: { [toneColor]: vars.color.positive, [toneSurface]: vars.color.positiveSurface } },
      caution: { vars: { [toneColor]: vars.color.caution, [toneSurface]: vars.color.cautionSurface } },
      critical: { vars: { [toneColor]: vars.color.critical, [toneSurface]: vars.color.criticalSurface } },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style(layered({ fontSize: vars.fontSize.lg, marginBlockStart: '0.1em' }));

export const content = style(layered({ display: 'grid', gap: vars.space.xs, minWidth: 0, alignSelf: 'center' }));

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const body = style(layered({ margin: 0 }));

export const action = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: vars.space.xs }),
);

export const dismiss = style(
  layered({ marginBlock: `calc(-1 * ${vars.space.sm})`, marginInlineEnd: `calc(-1 * ${vars.space.sm})` }),
);
