// A page the server drew is shown before the app has taken it over (decision 0044): the
// start script begins loading the app only after the first paint. A button pressed or a choice made in
// that time would do nothing, so the start script keeps it and the app gives it again once it is live.
// Links need nothing: until then they work as plain links.

/** One press of a button or choice in a list, made before the app had taken the page over. */
export interface EarlyInput {
  type: 'click' | 'change';
  target: Element;
  /** For a choice: what was chosen, as hydration may put the list back as the server drew it. */
  value?: string;
}

/** The document event with which the app takes the kept input, as it starts hydrating. */
export const EARLY_INPUT_HANDOFF = 'selfcare:take-early-input';

type Handoff = CustomEvent<(input: EarlyInput[]) => void>;

/**
 * The start script's body (build/page-hints.ts writes it out with `String(startAfterFirstPaint)`, so it
 * refers to nothing outside itself): keeps early input, and imports the app in a task after the page's
 * first contentful paint, so the app's bytes do not compete with the page's style sheet and images for
 * it. A page never painted (a tab opened in the background) starts after `latestStartMs` anyway.
 */
export function startAfterFirstPaint(importApp: () => Promise<unknown>, handoff: string, latestStartMs: number): void {
  const kept: EarlyInput[] = [];
  const keep = (event: Event) => {
    const { target } = event;
    if (!(target instanceof Element)) return;
    if (event.type === 'change') {
      if (target instanceof HTMLSelectElement) kept.push({ type: 'change', target, value: target.value });
      return;
    }
    // A submit button would send its form away before the app could act on it.
    const button = target.closest('button');
    if (!button) return;
    event.preventDefault();
    kept.push({ type: 'click', target: button });
  };
  addEventListener('click', keep, true);
  addEventListener('change', keep, true);
  document.addEventListener(
    handoff,
    (event) => {
      removeEventListener('click', keep, true);
      removeEventListener('change', keep, true);
      (event as Handoff).detail(kept);
    },
    { once: true },
  );

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(() => void importApp());
  };
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(start);
  }
  setTimeout(start, latestStartMs);
}

/**
 * What the start script's import does (build/page-hints.ts writes it out with `String()` too): fetches
 * every module the app starts with at once (modulepreload), then imports `urls` in turn, a task apart.
 * React and the app are then evaluated in two tasks rather than one: on a phone the one was the page's
 * longest task after its first paint.
 */
export function importInTurns(urls: readonly string[], preloads: readonly string[]): Promise<unknown> {
  for (const url of preloads) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = url;
    document.head.append(preload);
  }
  return urls.reduce<Promise<unknown>>(
    (previous, url, index) =>
      previous
        .then(() => (index === 0 ? undefined : new Promise((resolve) => setTimeout(resolve))))
        .then(() => import(/* @vite-ignore */ url)),
    Promise.resolve(),
  );
}

/**
 * The input kept by the start script, which stops keeping it: from here React's own listeners take
 * input, holding it for what they have not hydrated yet. Empty for a page not started by the script.
 */
export function takeEarlyInput(): EarlyInput[] {
  let taken: EarlyInput[] = [];
  const handoff: Handoff = new CustomEvent(EARLY_INPUT_HANDOFF, {
    detail: (input) => {
      taken = input;
    },
  });
  document.dispatchEvent(handoff);
  return taken;
}

let keptForReplay: readonly EarlyInput[] = [];

/** Keeps the input taken from the start script until the page it was given on has been hydrated. */
export function keepForReplay(input: readonly EarlyInput[]): void {
  keptForReplay = input;
}

/** The input kept for replay, once: a later page (the app's own navigation) has none. */
export function takeKeptForReplay(): readonly EarlyInput[] {
  const input = keptForReplay;
  keptForReplay = [];
  return input;
}

/**
 * Gives the early input again to the hydrated page, in order: a button is pressed again, a list's
 * choice made again. Input on what the app has since replaced (no longer in the page) is dropped.
 */
export function replayEarlyInput(input: readonly EarlyInput[]): void {
  for (const { type, target, value } of input) {
    if (!target.isConnected) continue;
    if (type === 'click') {
      if (target instanceof HTMLButtonElement && !target.disabled) target.click();
    } else if (target instanceof HTMLSelectElement && value !== undefined) {
      target.value = value;
      target.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}
