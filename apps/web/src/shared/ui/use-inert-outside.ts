import { useLayoutEffect } from 'react';

/**
 * Makes everything on the page but `element` inert while it is shown. Radix Select's open list already
 * keeps the keyboard inside and hides the rest from screen readers with aria-hidden, but the hidden
 * controls stayed focusable, which axe reports (aria-hidden-focus, WCAG 4.1.2); inert says the same to
 * every tool. A layout effect, so the page is usable again before Radix gives focus back to the trigger.
 */
export function useInertOutside(element: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!element) return;
    const outside = [...document.body.children].filter(
      (child): child is HTMLElement =>
        child instanceof HTMLElement && !child.contains(element) && !child.hasAttribute('inert'),
    );
    for (const child of outside) child.setAttribute('inert', '');
    return () => {
      for (const child of outside) child.removeAttribute('inert');
    };
  }, [element]);
}
