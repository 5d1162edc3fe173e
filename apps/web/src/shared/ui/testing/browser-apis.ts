import { vi } from 'vitest';

/**
 * jsdom has no matchMedia, ResizeObserver or IntersectionObserver, which the carousel (embla) and the
 * infinite list use. These stand-ins are installed per test with vi.stubGlobal, so the vitest config's
 * unstubGlobals removes them afterwards.
 */

type Listener = () => void;

const MIN_WIDTH = /^\(min-width: (\d+)px\)$/;

/**
 * A viewport of the given width, answering '(min-width: Npx)' and '(prefers-reduced-motion: reduce)'.
 * `resize` changes the width and notifies every listener, as a browser does when a query flips.
 */
export function stubViewport(width: number, { reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  let current = width;
  const listeners = new Set<Listener>();
  const matches = (query: string) => {
    if (query === '(prefers-reduced-motion: reduce)') return reducedMotion;
    const minWidth = MIN_WIDTH.exec(query)?.[1];
    return minWidth !== undefined && current >= Number(minWidth);
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches(query);
    },
    addEventListener: (_type: 'change', listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: Listener) => listeners.delete(listener),
  }));
  return {
    resize(next: number) {
      current = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

class InertResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** IntersectionObservers that report only when a test calls `intersect`. */
export function stubObservers() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', InertResizeObserver);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** Reports every observed element as entering (true) or leaving (false) the viewport. */
    intersect(isIntersecting: boolean) {
      for (const { callback, targets } of [...observers]) {
        // Only the fields the kit reads; a full entry needs layout that jsdom does not do.
        const entries = [...targets].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
        if (entries.length > 0) callback(entries, {} as IntersectionObserver);
      }
    },
  };
}
