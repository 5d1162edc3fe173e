import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PACKAGE_SLIDER_BREAKPOINTS } from '@/shared/catalogue/slides';
import { Carousel } from './carousel';
import { stubObservers, stubViewport } from './testing/browser-apis';

function renderCarousel(width: number, props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  const viewport = stubViewport(width);
  stubObservers();
  render(
    <Carousel label="Featured Channels" {...props}>
      {['One', 'Two', 'Three', 'Four', 'Five'].map((name) => (
        <a key={name} href={`#${name}`}>
          {name}
        </a>
      ))}
    </Carousel>,
  );
  return viewport;
}

const slideBasis = () => screen.getAllByRole('group').map((slide) => slide.style.flexBasis);

describe('Carousel', () => {
  it('is a named carousel of labelled slides', () => {
    renderCarousel(1000);
    const carousel = screen.getByRole('region', { name: 'Featured Channels' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slides[1] as HTMLElement).getByRole('link', { name: 'Two' })).toBeInTheDocument();
  });

  it('has focusable previous and next buttons and no rotation control without autoplay', async () => {
    renderCarousel(1000);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /slide show/ })).not.toBeInTheDocument();
  });

  it('shows as many slides as the viewport width allows and follows resizes', () => {
    const viewport = renderCarousel(1000);
    expect(slideBasis()[0]).toBe(`${100 / 6}%`);
    act(() => viewport.resize(1300));
    expect(slideBasis()[0]).toBe('12.5%');
    act(() => viewport.resize(320));
    expect(slideBasis()[0]).toBe('50%');
    act(() => viewport.resize(300));
    expect(slideBasis()[0]).toBe('100%');
  });

  it('takes the packages breakpoints', () => {
    renderCarousel(1000, { breakpoints: PACKAGE_SLIDER_BREAKPOINTS });
    expect(slideBasis()[0]).toBe(`${100 / 3}%`);
  });
});
