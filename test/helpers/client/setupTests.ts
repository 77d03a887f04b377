import '@testing-library/jest-dom';

// jsdom implements neither scrolling nor media queries; the app calls both on navigation.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
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
