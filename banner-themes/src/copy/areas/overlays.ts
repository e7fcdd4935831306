/** Copy of the design system's overlay and feedback components, keyed by component. */
export const overlaysCopy = {} as const;
