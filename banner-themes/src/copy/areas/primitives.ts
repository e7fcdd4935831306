/** Copy of the design system's primitives components, keyed by component. */
export const primitivesCopy = {} as const;
