// The stylis RTL plugin (and cssjanus under it) only matters in Arabic, so it loads on demand: English
// visitors never download it, and Arabic ones get it before the first paint (see main.tsx).
import type { Middleware } from 'stylis';

let plugin: Middleware | undefined;
let loading: Promise<Middleware> | undefined;

export function loadRtlPlugin(): Promise<Middleware> {
  loading ??= import(/* webpackChunkName: "rtl" */ 'stylis-plugin-rtl').then((module) => {
    plugin = module.default as Middleware;
    return plugin;
  });
  return loading;
}

/** The plugin when it has loaded already, so a render needs no wait. */
export function loadedRtlPlugin(): Middleware | undefined {
  return plugin;
}
