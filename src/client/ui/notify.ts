// Toasts for the whole app. react-toastify and its container load with the first toast, not with the
// first visit: most page views never show one. react-toastify queues a toast raised before its
// container mounts, so nothing is lost while the chunk arrives.
import { createElement, useSyncExternalStore } from 'react';
import type { ToastAction } from './ToastMessage';

type Kind = 'success' | 'error' | 'info' | 'warning';

let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once any toast was raised: the app then mounts the toast container. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/**
 * Shows a toast: react-toastify's icon for its kind, the message, and optionally one action (a button, e.g.
 * "Try again"). A toast with an action stays until it is used or closed; one without closes by itself.
 */
export function notify(kind: Kind, message: string, options: { action?: ToastAction } = {}): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const { action } = options;
  void Promise.all([
    import(/* webpackChunkName: "toasts" */ 'react-toastify'),
    action ? import(/* webpackChunkName: "toasts" */ './ToastMessage') : null,
  ]).then(([{ toast }, withAction]) => {
    if (!action || !withAction) toast[kind](message);
    else
      toast[kind](({ closeToast }) => createElement(withAction.ToastMessage, { message, action, closeToast }), {
        autoClose: false,
        closeOnClick: false,
      });
  });
}
