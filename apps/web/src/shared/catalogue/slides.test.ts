import { describe, expect, it } from 'vitest';
import {
  breakpointQuery,
  cardSlidesThatFit,
  cardViewportMaxWidth,
  clampCardWidth,
  PACKAGE_SLIDER_BREAKPOINTS,
  SINGLE_SLIDE_BREAKPOINTS,
  SLIDER_BREAKPOINTS,
  slidesForWidth,
} from './slides';

describe('slidesForWidth', () => {
  it.each([
    [1920, 8],
    [1201, 8],
    [1200, 6],
    [901, 6],
    [900, 4],
    [551, 4],
    [550, 3],
    [441, 3],
    [440, 2],
    [301, 2],
    [300, 1],
    [0, 1],
  ])('generic slider at %s px shows %s', (width, slides) => {
    expect(slidesForWidth(width, SLIDER_BREAKPOINTS)).toBe(slides);
  });

  it.each([
    [1920, 3],
    [901, 3],
    [900, 2],
    [441, 2],
    [440, 1],
    [320, 1],
  ])('packages slider at %s px shows %s', (width, slides) => {
    expect(slidesForWidth(width, PACKAGE_SLIDER_BREAKPOINTS)).toBe(slides);
  });

  it('shows one banner at any width', () => {
    expect(slidesForWidth(1920, SINGLE_SLIDE_BREAKPOINTS)).toBe(1);
  });

  it('does not depend on the order of the breakpoints', () => {
    expect(slidesForWidth(1000, [...SLIDER_BREAKPOINTS].reverse())).toBe(6);
  });
});

describe('breakpointQuery', () => {
  it('matches widths strictly above the breakpoint', () => {
    expect(breakpointQuery({ above: 900, slides: 3 })).toBe('(min-width: 901px)');
  });
});

describe('clampCardWidth', () => {
  it.each([
    [100, 180],
    [180, 180],
    [250, 250],
    [300, 300],
    [480, 300],
  ])('%s px becomes %s px', (width, clamped) => {
    expect(clampCardWidth(width)).toBe(clamped);
  });
});

describe('cardSlidesThatFit', () => {
  it.each([
    [1104, 8, 5],
    [1104, 3, 3],
    [400, 2, 2],
    [300, 2, 1],
    [150, 3, 1],
  ])('a %i px column shows at most %i cards as %i', (width, slides, expected) => {
    expect(cardSlidesThatFit(width, slides)).toBe(expected);
  });

  it('keeps the window-width count until the column has been measured', () => {
    expect(cardSlidesThatFit(0, 6)).toBe(6);
  });
});

describe('cardViewportMaxWidth', () => {
  it('lets exactly that many cards of the maximum width fit, gutters between them', () => {
    expect(cardViewportMaxWidth(3)).toBe(3 * 300 + 2 * 16);
  });
});
