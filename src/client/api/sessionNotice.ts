// The "session ended" toast shows at most once per page load: several requests usually fail together.
import { i18n } from '../i18n';

let shown = false;

export function notifySessionEnded(reason: 'expired' | 'userNotFound'): void {
  if (shown) return;
  shown = true;
  const text = reason === 'userNotFound' ? i18n.t('session.userNotFound') : i18n.t('session.expired');
  // Loaded on demand: it is kept out of the first visit's download (see app/providers.tsx).
  void import(/* webpackChunkName: "toasts" */ 'react-toastify').then(({ toast }) => {
    toast.error(text);
  });
}

/** Tests simulate a new page load with this. */
export function resetSessionNotice(): void {
  shown = false;
}
