import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = UseEmblaCarouselType[1];

/**
 * Embla on a carousel's viewport, reporting its api. Its own chunk (Carousel loads it lazily): the slides
 * are laid out by CSS and the first ones show before the engine arrives; scrolling starts when it does.
 */
export function CarouselEngine({
  viewport,
  loop,
  onApi,
}: {
  viewport: HTMLElement;
  loop: boolean;
  onApi: (api: CarouselApi) => void;
}) {
  const [setViewport, api] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', loop });
  useEffect(() => setViewport(viewport), [setViewport, viewport]);
  useEffect(() => onApi(api), [api, onApi]);
  return null;
}
