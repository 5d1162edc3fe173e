/** Strings of the channel, channel-bundle, product and video pages. */
export const content = {} as const;
