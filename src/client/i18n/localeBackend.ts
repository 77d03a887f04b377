// Loads interface texts from /locales/{lng}.json on the app's own origin (the server serves them beside
// the built app and the browser caches them). A small i18next backend of our own: the http-backend
// package brings a fetch polyfill this app never needs.
import type { BackendModule, ReadCallback } from 'i18next';

export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetch(`/locales/${encodeURIComponent(language)}.json`, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`/locales/${language}.json answered ${response.status}`);
        callback(null, await response.json());
      })
      // A retry flag of true tells i18next the failure may be temporary.
      .catch((error: Error) => callback(error, false));
  },
};
