/** Copy of the design system's commerce components, keyed by component. */
export const commerceCopy = {} as const;
