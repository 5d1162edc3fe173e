import {
  Children,
  isValidElement,
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  cardSlidesThatFit,
  cardViewportMaxWidth,
  PACKAGE_SLIDER_BREAKPOINTS,
  SLIDER_BREAKPOINTS,
  type SlideBreakpoint,
} from '@/shared/catalogue/slides';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './carousel.module.css';
import type { CarouselApi } from './carousel-engine';
import { CarouselIcon } from './carousel-icon';
import { cx } from './cx';
import { lazyNamed } from './lazy-named';
import { onePerTask } from './one-per-task';
import { useAutoplay } from './use-autoplay';
import { useElementWidth } from './use-element-width';
import { useHydrated } from './use-hydrated';
import { usePrefersReducedMotion } from './use-media-query';
import { useSlidesPerView } from './use-slides-per-view';

export interface CarouselProps {
  /** The accessible name, usually the section heading ('Featured Channels'). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Slides per view by width; one of the constants in shared/catalogue/slides. */
  breakpoints?: readonly SlideBreakpoint[];
  /** 'card' keeps each slide within the 180-300 px card width; 'full' gives it its whole share (banners). */
  slideWidth?: 'card' | 'full';
  /**
   * Rotate every this many milliseconds (the banner carousel). Rotation has a Pause / Play button, stops
   * while the pointer or keyboard focus is inside, and waits for Play when the user prefers reduced
   * motion (WCAG 2.2.2).
   */
  autoplayMs?: number;
  /** Bring this slide into view (the packages page's selected package, chosen by the address hash). */
  activeIndex?: number;
}

/** The breakpoint list's name, for the style sheet's layout of server markup. */
function breakpointsName(breakpoints: readonly SlideBreakpoint[]): string | undefined {
  if (breakpoints === SLIDER_BREAKPOINTS) return 'slider';
  if (breakpoints === PACKAGE_SLIDER_BREAKPOINTS) return 'packages';
  return undefined;
}

/** Embla (about 9 KB gzip) is not needed for the first paint: the slides render without it. */
const CarouselEngine = lazyNamed(() => import('./carousel-engine'), 'CarouselEngine', { pageMessages: false });

/** Typing in a field inside a slide must not move the carousel. */
function isTextEntry(target: EventTarget): boolean {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
  );
}

export function Carousel({
  label,
  children,
  breakpoints = SLIDER_BREAKPOINTS,
  slideWidth = 'card',
  autoplayMs,
  activeIndex,
}: CarouselProps) {
  const { t } = useTranslation();
  const autoplay = autoplayMs !== undefined;
  const slides = Children.toArray(children);
  const sectionRef = useRef<HTMLElement>(null);
  const sectionWidth = useElementWidth(sectionRef);
  const slidesForWindow = useSlidesPerView(breakpoints);
  const cards = slideWidth === 'card';
  const slidesPerView = cards ? cardSlidesThatFit(sectionWidth, slidesForWindow) : slidesForWindow;
  // Server markup may carry no style attribute (the CSP refuses them; decision 0018): until the browser
  // has taken it over, the style sheet lays the slides out by the window's width alone.
  const styled = useHydrated();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  // Set while React commits: as a transition, the re-render it causes comes in slices after the commit
  // rather than synchronously inside it (with every other carousel's, right after hydration).
  const viewportRef = useCallback((node: HTMLDivElement | null) => startTransition(() => setViewport(node)), []);
  const [engineWanted, setEngineWanted] = useState(false);
  const [api, setApi] = useState<CarouselApi>();
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  // Each carousel's engine starts in a task of its own once its chunk is here (one-per-task.ts).
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let mounted = true;
    // A chunk that cannot be fetched is asked for again when the engine renders, and fails there.
    void CarouselEngine.preload()
      .catch(() => undefined)
      .then(() => {
        if (mounted) cancel = onePerTask(() => startTransition(() => setEngineWanted(true)));
      });
    return () => {
      mounted = false;
      cancel?.();
    };
  }, []);

  const reducedMotion = usePrefersReducedMotion();
  const rotation = useAutoplay(api, autoplayMs, reducedMotion);

  useEffect(() => {
    if (!api || activeIndex === undefined) return;
    // scrollTo takes a snap, and with several slides per view a snap is a group of slides. The groups
    // change when the width is first measured or the window resized, so look again on every reInit.
    const bringIntoView = () => {
      if (api.slidesInView().includes(activeIndex)) return;
      const snap = api.internalEngine().slideRegistry.findIndex((group) => group.includes(activeIndex));
      if (snap >= 0) api.scrollTo(snap, reducedMotion);
    };
    bringIntoView();
    api.on('reInit', bringIntoView);
    return () => {
      api.off('reInit', bringIntoView);
    };
  }, [api, activeIndex, reducedMotion]);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  // With reduced motion the buttons jump instead of animating the slide.
  const previous = useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion]);
  const next = useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (isTextEntry(event.target)) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <section
      ref={sectionRef}
      className={styles.carousel}
      data-breakpoints={breakpointsName(breakpoints)}
      aria-roledescription={t('catalogue.carousel.roleDescription')}
      aria-label={label}
      onKeyDown={onKeyDown}
      {...rotation.holdHandlers}
    >
      <div className={styles.controls}>
        {autoplay && (
          <button
            type="button"
            className={styles.control}
            aria-label={rotation.playing ? t('catalogue.carousel.pause') : t('catalogue.carousel.play')}
            onClick={rotation.toggle}
          >
            <CarouselIcon name={rotation.playing ? 'pause' : 'play'} />
          </button>
        )}
        {/* aria-disabled rather than disabled keeps focus on the button when the end is reached. */}
        <button
          type="button"
          className={styles.control}
          aria-label={t('catalogue.carousel.previous')}
          aria-disabled={!canPrev}
          onClick={previous}
        >
          <CarouselIcon name="previous" />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={t('catalogue.carousel.next')}
          aria-disabled={!canNext}
          onClick={next}
        >
          <CarouselIcon name="next" />
        </button>
      </div>
      <div
        className={cx(styles.viewport, cards && styles.cardViewport)}
        ref={viewportRef}
        style={cards && styled ? { maxWidth: `${cardViewportMaxWidth(slidesPerView)}px` } : undefined}
      >
        <div className={styles.container}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is the ARIA carousel pattern's group; it holds no form controls for a fieldset to label.
            <div
              // toArray has given every element a key; the slide wrapper takes it over.
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription={t('catalogue.carousel.slideRoleDescription')}
              aria-label={t('catalogue.carousel.slideLabel', { index: index + 1, total: slides.length })}
              className={cx(styles.slide, cards && styles.cardSlide)}
              style={styled ? { flexBasis: `${100 / slidesPerView}%` } : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {viewport && engineWanted && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} loop={autoplay} onApi={setApi} />
        </Suspense>
      )}
    </section>
  );
}
