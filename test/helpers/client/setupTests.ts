import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI runs four test projects on two cores: a screen that renders in steps (the first view, then the rest after
// it has painted, then its data) can take more than Testing Library's default second to get there. A text
// that never comes still fails, after five seconds instead of one.
configure({ asyncUtilTimeout: 5000 });

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
