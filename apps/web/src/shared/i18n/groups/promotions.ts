/** Strings of the promotions pages ('/promotions', '/promotions/packages'). */
export const promotions = {} as const;
