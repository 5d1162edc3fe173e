/** A carousel shows `slides` slides per view when the viewport is wider than `above` px. */
export interface SlideBreakpoint {
  above: number;
  slides: number;
}

/** The generic slider (spec 001 section 9): 8 / 6 / 4 / 3 / 2 slides, else 1. */
export const SLIDER_BREAKPOINTS: readonly SlideBreakpoint[] = [
  { above: 1200, slides: 8 },
  { above: 900, slides: 6 },
  { above: 550, slides: 4 },
  { above: 440, slides: 3 },
  { above: 300, slides: 2 },
];

/** The packages and profile-area sliders: 3 slides above 900 px, 2 above 440 px, else 1. */
export const PACKAGE_SLIDER_BREAKPOINTS: readonly SlideBreakpoint[] = [
  { above: 900, slides: 3 },
  { above: 440, slides: 2 },
];

/** One slide at every width (the banner carousel). */
export const SINGLE_SLIDE_BREAKPOINTS: readonly SlideBreakpoint[] = [];

/** Card widths stay within 180-300 px (spec 001 section 9, "card width helper"). */
export const CARD_MIN_WIDTH = 180;
export const CARD_MAX_WIDTH = 300;

/** The media query that holds while the viewport is wider than the breakpoint. */
export function breakpointQuery({ above }: SlideBreakpoint): string {
  return `(min-width: ${above + 1}px)`;
}

/**
 * Slides per view for a viewport width. The largest matching count wins, so the breakpoints may be
 * listed in any order.
 */
export function slidesForWidth(width: number, breakpoints: readonly SlideBreakpoint[]): number {
  return breakpoints.reduce((best, { above, slides }) => (width > above ? Math.max(best, slides) : best), 1);
}

export function clampCardWidth(width: number): number {
  return Math.min(CARD_MAX_WIDTH, Math.max(CARD_MIN_WIDTH, width));
}

/** The gutter between slides (the carousel's slide padding, 1rem). */
export const SLIDE_GUTTER = 16;

/**
 * The spec's slide counts are by window width, but the content column is narrower than the window:
 * show no more cards than fit at the minimum card width, so no card is squeezed below it or cut off.
 */
export function cardSlidesThatFit(containerWidth: number, slides: number): number {
  if (containerWidth <= 0) return slides;
  return Math.min(slides, Math.max(1, Math.floor((containerWidth + SLIDE_GUTTER) / (CARD_MIN_WIDTH + SLIDE_GUTTER))));
}

/** The widest a carousel of `slides` cards may be before its cards would grow past the maximum width. */
export function cardViewportMaxWidth(slides: number): number {
  return slides * (CARD_MAX_WIDTH + SLIDE_GUTTER) - SLIDE_GUTTER;
}
