import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadPageMessages } from '@/shared/i18n/i18n';

// Tests render pages directly, not through lazyNamed, which loads the pages' strings in the app.
await loadPageMessages();

beforeEach(() => {
  // jsdom does not implement scrolling; the shell scrolls to the top on every page change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
