/** Placeholder until the catalogue lands; see README. */
export const baseCopy = {
  common: {
    closeDialog: 'close dialog',
  },
} as const;
