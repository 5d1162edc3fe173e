/**
 * The console promotions' refusals (banners, voucher campaigns, gift voucher offers, the tax table;
 * decision 0060), in English: the console is a staff tool in English, and these texts stay out of the
 * portal's translated catalogue (and its bundle).
 */
export const consolePromotionTexts = {
  invalidInstant: 'Give the date and time with its offset, e.g. 2026-12-01T00:00:00+05:30.',
  imageNotOurs: 'The image must be one served by this site: a path starting with /api/media/ (or /media/).',
  redirectNotHttps: 'The redirect address must be a full https:// address.',
  endBeforeStart: 'The end must come after the start.',
  badPrefix: 'The prefix may only have capital letters A-Z and digits, at most 12.',
  sharedOneCode: 'A shared campaign has exactly one code.',
  singleUseCodes: 'The codes of a campaign that is not shared are used once each.',
  percentTooHigh: 'A percentage discount is at most 100.',
  countOrValue: 'Give either a number of products or an amount to spend, not both.',
  restrictionsMismatch: 'A restricted voucher needs at least one product, type or sub type; an unrestricted one none.',
  badRate: 'The rate is a percentage from 0 to less than 100, with at most 4 decimals.',
  notBasePackage: 'Only base packages can be a banner audience.',
  optionNotOfProduct: 'This purchase option does not belong to the product.',
  unknownReference: 'One of the products, product types or sub types given does not exist.',
  orderMismatch: 'The order must name every banner exactly once.',
  taxInForce: 'This rate is already in force: end it and add a new one instead.',
  taxOverlap: 'Another {name} rate applies in part of this period: end it first.',
  taxStartsInPast: 'A rate can only start now or later; charges already made keep their taxes.',
  taxEndNotAllowed: 'The end must be now or later, after the rate starts, and before any end it already has.',
  codesExhausted: 'Could not make enough unique codes with this prefix. Try a longer or different prefix.',
} as const;
