import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { type FocusEvent, useEffect, useState } from 'react';

type EmblaApi = UseEmblaCarouselType[1];

/**
 * Automatic rotation for a carousel (WCAG 2.2.2): a Play / Pause choice, held while the pointer or
 * keyboard focus is inside, and off until Play when the user prefers reduced motion. Does nothing when
 * `intervalMs` is undefined. Spread `holdHandlers` on the carousel's root element.
 */
export function useAutoplay(api: EmblaApi, intervalMs: number | undefined, reducedMotion: boolean) {
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const playing = intervalMs !== undefined && (choice === null ? !reducedMotion : choice === 'play');
  const rotating = playing && !hovered && !focusWithin;

  useEffect(() => {
    if (!api || !rotating) return;
    // Embla drops looping when the slides are too few to loop; rotation then starts over from the first.
    const timer = window.setInterval(() => (api.canScrollNext() ? api.scrollNext() : api.scrollTo(0)), intervalMs);
    return () => window.clearInterval(timer);
  }, [api, rotating, intervalMs]);

  return {
    playing,
    toggle: () => setChoice(playing ? 'pause' : 'play'),
    holdHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocusWithin(true),
      onBlur: (event: FocusEvent) => {
        // Focus moving between elements inside the carousel keeps rotation held.
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
          setFocusWithin(false);
        }
      },
    },
  };
}
