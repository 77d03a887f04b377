// One real server and one Chromium per end-to-end file, started before its tests and closed after.
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface Live {
  server: RunningServer;
  browser: Browser;
}

/** Call inside a describe block; the returned object is filled before the first test runs. */
export function useServerAndBrowser(env: Record<string, string> = {}): Live {
  const live = {} as Live;
  beforeAll(async () => {
    live.server = await startServer(env);
    live.browser = await launchBrowser();
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.close();
  });
  return live;
}
