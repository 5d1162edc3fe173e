import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_INPUT_HANDOFF,
  importInTurns,
  replayEarlyInput,
  startAfterFirstPaint,
  takeEarlyInput,
} from './early-input';

function drawnPage() {
  document.body.innerHTML = `
    <form><button type="submit">Subscribe</button></form>
    <button type="button"><span>Menu</span></button>
    <select aria-label="Site language"><option value="en">English</option><option value="si">සිංහල</option></select>
    <a href="/packages">Packages</a>`;
  const [submit, menu] = document.querySelectorAll('button');
  const select = document.querySelector('select');
  if (!submit || !menu || !select) throw new Error('page not drawn');
  return { submit, menu, select, link: document.querySelector('a') };
}

/** Clicks `target` as a person would; true when nothing cancelled the click. */
const click = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('input on a server-drawn page before the app runs', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.stubGlobal('PerformanceObserver', undefined);
  });
  afterEach(() => {
    takeEarlyInput();
    vi.useRealTimers();
  });

  it('keeps button presses and list choices in order, holding back the buttons, and hands them over once', () => {
    const { submit, menu, select, link } = drawnPage();
    startAfterFirstPaint(() => Promise.resolve(), EARLY_INPUT_HANDOFF, 2000);

    expect(click(menu.querySelector('span') as Element)).toBe(false);
    choose(select, 'si');
    expect(click(submit)).toBe(false);
    // A link is not held back: it works as a plain link.
    expect(click(link as Element)).toBe(true);

    expect(takeEarlyInput()).toEqual([
      { type: 'click', target: menu },
      { type: 'change', target: select, value: 'si' },
      { type: 'click', target: submit },
    ]);
    // From here the app's own listeners take input: nothing is held back or kept any more.
    expect(click(menu)).toBe(true);
    expect(takeEarlyInput()).toEqual([]);
  });

  it('hands over nothing on a page the start script did not start', () => {
    drawnPage();
    expect(takeEarlyInput()).toEqual([]);
  });

  it('imports the app once, in a task after the first contentful paint', async () => {
    let reportPaint: (names: string[]) => void = () => {};
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (entries: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void) {
        reportPaint = (names) =>
          callback({ getEntriesByName: (name) => names.filter((painted) => painted === name) }, this);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    const importApp = vi.fn(() => Promise.resolve());
    startAfterFirstPaint(importApp, EARLY_INPUT_HANDOFF, 2000);

    reportPaint(['first-paint']);
    await vi.advanceTimersByTimeAsync(100);
    expect(importApp).not.toHaveBeenCalled();

    reportPaint(['first-contentful-paint']);
    expect(importApp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(importApp).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(5000);
    expect(importApp).toHaveBeenCalledTimes(1);
  });

  it('imports the app after a frame where paints are not reported, and at the latest after the limit', async () => {
    const afterFrame = vi.fn(() => Promise.resolve());
    startAfterFirstPaint(afterFrame, EARLY_INPUT_HANDOFF, 2000);
    await vi.advanceTimersByTimeAsync(20);
    expect(afterFrame).toHaveBeenCalledTimes(1);
    takeEarlyInput();

    vi.stubGlobal('requestAnimationFrame', () => 0);
    const neverPainted = vi.fn(() => Promise.resolve());
    startAfterFirstPaint(neverPainted, EARLY_INPUT_HANDOFF, 2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(neverPainted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(neverPainted).toHaveBeenCalledTimes(1);
  });
});

describe('early input given again to the live page', () => {
  it('presses the buttons again and makes the choices again, in order, skipping what is gone or disabled', () => {
    const { submit, menu, select } = drawnPage();
    const happened: string[] = [];
    menu.addEventListener('click', () => happened.push('menu'));
    select.addEventListener('change', () => happened.push(`language ${select.value}`));
    submit.addEventListener('click', (event) => {
      event.preventDefault();
      happened.push('submit');
    });
    const gone = document.createElement('button');
    gone.addEventListener('click', () => happened.push('gone'));
    const disabled = document.createElement('button');
    disabled.disabled = true;
    document.body.append(disabled);
    disabled.addEventListener('click', () => happened.push('disabled'));
    // Hydration may put the list back as the server drew it.
    select.value = 'en';

    replayEarlyInput([
      { type: 'click', target: menu },
      { type: 'change', target: select, value: 'si' },
      { type: 'click', target: gone },
      { type: 'click', target: disabled },
      { type: 'click', target: submit },
    ]);

    expect(happened).toEqual(['menu', 'language si', 'submit']);
    expect(select.value).toBe('si');
  });
});

describe("the start script's import", () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('fetches every module the app starts with at once and evaluates the modules in order, a task apart', async () => {
    const order: string[] = [];
    vi.stubGlobal('evaluated', (name: string) => order.push(name));
    const module = (name: string) => `data:text/javascript,globalThis.evaluated(${JSON.stringify(name)});`;
    const react = module('react');
    const entry = module('entry');

    const runtime = module('runtime');
    const imported = importInTurns([react, entry], [entry, runtime, react]);
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    ).toEqual([entry, runtime, react]);
    let entryTask = false;
    // Marks the task boundary: a timer queued now runs after the first module and before the second.
    setTimeout(() => {
      entryTask = order.includes('react') && !order.includes('entry');
    });
    await imported;
    expect(order).toEqual(['react', 'entry']);
    expect(entryTask).toBe(true);
  });
});
