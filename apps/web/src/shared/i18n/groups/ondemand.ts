/** Strings of the on-demand and SVOD pages. */
export const ondemand = {} as const;
