import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI runs four test projects on two cores: a screen that renders in steps (the first view, then the rest after
// it has painted, then its data) can take more than Testing Library's default second to get there, and on a fresh
// clone a part the app loads on demand (the phone drawer, a dashboard screen) is compiled by Babel the first time a
// file asks for it: over five seconds with four files at once (guard.test, 2026-11-29). A text that never comes
// still fails, after fifteen seconds instead of one; tests that expect something to stay away use queryBy.
configure({ asyncUtilTimeout: 15_000 });

// jsdom implements neither scrolling nor media queries; the app calls both on navigation.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
window.scrollBy = jest.fn() as unknown as typeof window.scrollBy;
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

// A session left by an earlier test must never sign the next one in.
beforeEach(() => window.localStorage.clear());
