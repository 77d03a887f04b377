// Toasts for the whole app. react-toastify and its container load with the first toast, not with the
// first visit: most page views never show one. react-toastify queues a toast raised before its
// container mounts, so nothing is lost while the chunk arrives.
import { useSyncExternalStore } from 'react';

type Kind = 'success' | 'error' | 'info' | 'warning';

let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any toast was raised: the app then mounts the toast container. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(subscribe, () => wanted, () => false);
}

export function notify(kind: Kind, message: string): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void import(/* webpackChunkName: "toasts" */ 'react-toastify').then(({ toast }) => {
    toast[kind](message);
  });
}
