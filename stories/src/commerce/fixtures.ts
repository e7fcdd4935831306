import { type DayCarouselDay, formatDayLabel, type ItemImage } from '@aisle/design-system';

/** Stand-ins for product photos: small drawings, so stories stay offline and deterministic. */
const drawings: ReadonlyArray<{ name: string; shape: string }> = [
  {
    name: 'Honeycrisp Apple',
    shape:
      '<circle cx="32" cy="36" r="20" fill="#c8323c"/><path d="M32 16c2-6 6-8 10-8" stroke="#5a3d1e" stroke-width="3" fill="none"/><ellipse cx="40" cy="12" rx="6" ry="3" fill="#3f8f3a"/>',
  },
  {
    name: 'Bananas, 1 bunch',
    shape: '<path d="M10 22c8 26 34 34 46 20-14 6-32 0-40-22z" fill="#f2c230" stroke="#b58a12" stroke-width="2"/>',
  },
  {
    name: 'Whole Milk, 1 gal',
    shape:
      '<rect x="18" y="14" width="28" height="40" rx="4" fill="#f4f6fb" stroke="#3a62b5" stroke-width="3"/><rect x="24" y="6" width="16" height="10" fill="#3a62b5"/><rect x="18" y="30" width="28" height="10" fill="#3a62b5"/>',
  },
  {
    name: 'Sourdough Bread',
    shape:
      '<ellipse cx="32" cy="36" rx="24" ry="16" fill="#c98b47"/><path d="M18 32l6-6M28 30l6-6M38 32l6-6" stroke="#8a5a26" stroke-width="3"/>',
  },
  {
    name: 'Large Eggs, 12 ct',
    shape:
      '<ellipse cx="24" cy="34" rx="10" ry="14" fill="#f5e6cf" stroke="#b89a6c" stroke-width="2"/><ellipse cx="42" cy="34" rx="10" ry="14" fill="#f5e6cf" stroke="#b89a6c" stroke-width="2"/>',
  },
  {
    name: 'Cheddar Cheese',
    shape:
      '<path d="M8 44l40-24 10 8v16z" fill="#f0b429" stroke="#b7791f" stroke-width="2"/><circle cx="40" cy="38" r="3" fill="#b7791f"/>',
  },
  {
    name: 'Broccoli Crown',
    shape:
      '<rect x="28" y="34" width="8" height="20" fill="#6aa84f"/><circle cx="22" cy="28" r="10" fill="#2f7d32"/><circle cx="42" cy="28" r="10" fill="#2f7d32"/><circle cx="32" cy="20" r="11" fill="#388e3c"/>',
  },
  {
    name: 'Roma Tomatoes',
    shape: '<circle cx="32" cy="36" r="18" fill="#e0452d"/><path d="M24 18l8 6 8-6-4 8h-8z" fill="#3f8f3a"/>',
  },
  {
    name: 'Red Grapes',
    shape:
      '<g fill="#7b2d6e"><circle cx="24" cy="24" r="7"/><circle cx="38" cy="24" r="7"/><circle cx="31" cy="35" r="7"/><circle cx="20" cy="37" r="7"/><circle cx="42" cy="37" r="7"/><circle cx="31" cy="48" r="7"/></g>',
  },
  {
    name: 'Lemons',
    shape: '<ellipse cx="32" cy="34" rx="20" ry="15" fill="#f7dc3e" stroke="#c9a80f" stroke-width="2"/>',
  },
  {
    name: 'Navel Oranges',
    shape: '<circle cx="32" cy="34" r="19" fill="#f08a24"/><circle cx="32" cy="20" r="2" fill="#3f8f3a"/>',
  },
  {
    name: 'Baby Carrots',
    shape:
      '<path d="M14 50L46 20l4 4-30 32z" fill="#f07f1e"/><path d="M46 20l6-10M48 22l10-4" stroke="#3f8f3a" stroke-width="3"/>',
  },
];

function svgDataUri(shape: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${shape}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** `count` item images, cycling through the drawings; alt text is the product name. */
export function itemImages(count: number): ItemImage[] {
  return Array.from({ length: count }, (_, index) => {
    const drawing = drawings[index % drawings.length] as { name: string; shape: string };
    return { id: `item-${index + 1}`, src: svgDataUri(drawing.shape), alt: drawing.name };
  });
}

/** Seven fixed days from Thursday 5 March 2026, so stories never depend on the clock. */
export function weekDays(
  timesPerDay: ReadonlyArray<ReadonlyArray<{ cost: number; waiver?: number }>>,
): DayCarouselDay[] {
  return timesPerDay.map((times, index) => {
    const label = formatDayLabel(`2026-03-${String(5 + index).padStart(2, '0')}`);
    return {
      date: label.isoDate,
      dayLabel: label.weekday,
      daySubText: label.monthDay,
      accessibleLabel: `${label.weekdayLong}, ${label.monthDayLong}`,
      times,
    };
  });
}

/** A week where every day has times, the first day's all over $5. */
export const standardWeek = weekDays([
  [{ cost: 9.95 }, { cost: 7.95, waiver: 2 }],
  [{ cost: 4.95 }, { cost: 9.95 }],
  [{ cost: 3.95, waiver: 0.5 }],
  [{ cost: 9.95 }],
  [{ cost: 6.95 }],
  [{ cost: 2.95 }],
  [{ cost: 9.95 }],
]);

/** A week whose first two days have no times left. */
export const lateWeek = weekDays([
  [],
  [],
  [{ cost: 9.95 }],
  [{ cost: 4.95 }],
  [{ cost: 6.95 }],
  [{ cost: 2.95 }],
  [{ cost: 9.95 }],
]);
