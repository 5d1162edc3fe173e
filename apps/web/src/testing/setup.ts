import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadPageMessages } from '@/shared/i18n/i18n';

// findBy and waitFor wait up to 3 s instead of 1: lazily loaded parts (the purchase controls) can take
// longer than a second to import on a busy machine, which failed tests that were right.
configure({ asyncUtilTimeout: 3000 });

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
