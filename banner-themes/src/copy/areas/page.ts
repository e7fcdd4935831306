/** Copy of the design system's page components, keyed by component. */
export const pageCopy = {} as const;
