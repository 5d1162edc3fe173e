/** Strings of the packages, devices and data-bundle pages. */
export const packages = {} as const;
