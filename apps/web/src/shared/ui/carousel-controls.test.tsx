import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SINGLE_SLIDE_BREAKPOINTS } from '@/shared/catalogue/slides';
import { Carousel } from './carousel';
import { stubViewport } from './testing/browser-apis';

/** jsdom cannot lay out slides, so embla is replaced by a stand-in that records the scrolling asked for. */
const embla = vi.hoisted(() => ({
  scrollNext: vi.fn(),
  scrollPrev: vi.fn(),
  scrollTo: vi.fn(),
  canScrollNext: vi.fn(() => true),
  canScrollPrev: vi.fn(() => false),
  on: vi.fn(),
  off: vi.fn(),
}));

vi.mock('embla-carousel-react', () => {
  embla.on.mockReturnValue(embla);
  embla.off.mockReturnValue(embla);
  return { default: () => [() => {}, embla] };
});

/** Renders two banners and waits for the carousel's engine, which loads lazily, to attach. */
async function renderBanners({ reducedMotion = false } = {}) {
  stubViewport(1280, { reducedMotion });
  render(
    <>
      <Carousel label="Promotions" breakpoints={SINGLE_SLIDE_BREAKPOINTS} slideWidth="full" autoplayMs={5000}>
        <a href="#first">First banner</a>
        <a href="#second">Second banner</a>
      </Carousel>
      <button type="button">Outside</button>
    </>,
  );
  await engineAttached();
  return screen.getByRole('region', { name: 'Promotions' });
}

/**
 * The engine starts in a task of its own after its chunk has loaded (one-per-task.ts). waitFor polls
 * with setInterval, which these tests fake, so this waits on real time instead.
 */
async function engineAttached() {
  for (let tries = 0; tries < 100 && embla.on.mock.calls.length === 0; tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(embla.on).toHaveBeenCalled();
}

describe('Carousel controls', () => {
  beforeEach(() => {
    // Only the rotation's interval is faked: React attaches the lazily loaded engine on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.clearAllMocks();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('scrolls with the buttons and the arrow keys', async () => {
    const carousel = await renderBanners({ reducedMotion: true });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(embla.scrollPrev).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(embla.scrollNext).toHaveBeenCalledTimes(2);
    expect(embla.scrollPrev).toHaveBeenCalledTimes(2);
  });

  it('marks a button that cannot scroll further as disabled, keeping it focusable', async () => {
    await renderBanners();
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('rotates until paused, and plays again on request', async () => {
    await renderBanners();
    act(() => vi.advanceTimersByTime(5000));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);

    // fireEvent.click does not move focus, so only the Pause / Play choice is at work here.
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide show' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Play slide show' }));
    expect(screen.getByRole('button', { name: 'Pause slide show' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(embla.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('holds rotation while hovered or focused', async () => {
    const carousel = await renderBanners();
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(20_000));
    expect(embla.scrollNext).not.toHaveBeenCalled();
    fireEvent.mouseLeave(carousel);

    fireEvent.focus(screen.getByRole('link', { name: 'First banner' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(embla.scrollNext).not.toHaveBeenCalled();

    fireEvent.blur(screen.getByRole('link', { name: 'First banner' }), {
      relatedTarget: screen.getByRole('button', { name: 'Outside' }),
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(embla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('starts over from the first slide when it cannot go further', async () => {
    embla.canScrollNext.mockReturnValueOnce(true).mockReturnValue(false);
    await renderBanners();
    act(() => vi.advanceTimersByTime(5000));
    expect(embla.scrollNext).not.toHaveBeenCalled();
    expect(embla.scrollTo).toHaveBeenCalledWith(0);
  });

  it('waits for Play when the user prefers reduced motion', async () => {
    await renderBanners({ reducedMotion: true });
    expect(screen.getByRole('button', { name: 'Play slide show' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20_000));
    expect(embla.scrollNext).not.toHaveBeenCalled();
  });
});
