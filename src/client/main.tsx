// Boot: texts first (so the first paint is already in the visitor's language), then the app, in steps.
// Each step evaluates part of the libraries in a task of its own (webpackMode "eager": same file, no request),
// so a phone's main thread is never held for the whole boot at once: input and paint get in between.
// A page the server has drawn (src/client/ssr) is hydrated: the markup stays, the script attaches to it.
import { SERVER_STATE_ID } from '../shared/serverRender';
import { initI18n } from './i18n';
import { loadRtlPlugin } from './ui/rtlPlugin';

/** Gives the main thread back until the next task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  // The texts' request goes out first (index.html has preloaded them) and the rest evaluates meanwhile.
  const texts = initI18n();
  const container = document.getElementById('root')!;
  const serverState = document.getElementById(SERVER_STATE_ID);
  // A page the script draws reads the session before its first render: redux-persist comes beside the texts. A
  // server-drawn page reads it once it has hydrated (renderApp.tsx), and loads it then.
  const persistence = serverState?.textContent ? undefined : import(/* webpackChunkName: "persistence" */ './app/persistence');
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { makeStore } = await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  const { hydrateApp, renderApp } = await import(/* webpackMode: "eager" */ './app/renderApp');
  const i18n = await texts;
  // Arabic pages are mirrored from the first paint on.
  if (i18n.dir() === 'rtl') await loadRtlPlugin();
  if (serverState?.textContent) {
    hydrateApp(container, hydrateRoot, makeStore(JSON.parse(serverState.textContent)), i18n);
  } else {
    const { persistSession } = await persistence!;
    renderApp(createRoot(container), makeStore(undefined, { persistSession }), i18n);
  }
}

void boot();
