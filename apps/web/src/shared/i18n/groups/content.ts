/** Strings of the channel, bundle, product, on-demand and SVOD pages. */
export const content = {} as const;
