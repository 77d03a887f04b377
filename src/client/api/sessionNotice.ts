// The "session ended" toast shows at most once per page load: several requests usually fail together.
import { i18n } from '../i18n';
import { notify } from '../ui/notify';

let shown = false;

export function notifySessionEnded(reason: 'expired' | 'userNotFound'): void {
  if (shown) return;
  shown = true;
  const text = reason === 'userNotFound' ? i18n.t('session.userNotFound') : i18n.t('session.expired');
  notify('error', text);
}

/** Tests simulate a new page load with this. */
export function resetSessionNotice(): void {
  shown = false;
}
