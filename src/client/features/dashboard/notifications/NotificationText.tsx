import { Trans, useTranslation } from 'react-i18next';
import type { StaffNotification } from '../../../../shared/schemas/dashboard/notifications';
import { formatDate, formatPrice } from '../../../ui/format';

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const KNOWN = [
  'booking_paid',
  'booking_changed',
  'booking_cancelled',
  'refund_failed',
  'support_message',
  'supplier_application',
  'not_paid_at_arrival',
  'booking_message',
  'desk_refund_owed',
];

/** A notification as a sentence of the reader's language, built from its facts (codes and e-mails isolated). */
export function NotificationText({ item }: { item: StaffNotification }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const arabic = lang.startsWith('ar');
  const facts = item.facts;
  const named = (en: unknown, ar: unknown) => (arabic && text(ar)) || text(en) || '—';
  const day = (value: unknown) => (text(value) ? formatDate(text(value), lang, { day: 'numeric', month: 'short' }) : '—');
  const stay = (from: unknown, to: unknown) => t('dashboard.notifications.stay', { from: day(from), to: day(to) });
  const money = (value: unknown) => (text(value) ? formatPrice(text(value), lang, text(facts.currency) || 'SAR') : '—');
  if (!KNOWN.includes(item.kind)) return <>{t('dashboard.notifications.other')}</>;
  return (
    <Trans
      i18nKey={`dashboard.notifications.${item.kind}`}
      values={{
        code: text(facts.code) || text(facts.booking_id),
        guest: text(facts.guest) || '—',
        hut: named(facts.hut, facts.hut_ar),
        fromHut: named(facts.from_hut, facts.from_hut_ar),
        stay: stay(facts.date_from, facts.date_to),
        fromStay: stay(facts.from_date_from, facts.from_date_to),
        total: money(facts.total),
        amount: money(facts.amount),
        name: text(facts.name) || '—',
        email: text(facts.email) || '—',
        company: named(facts.company || facts.name, facts.company_ar),
        method: facts.method === 'terminal' ? t('dashboard.deskRefunds.methodTerminal') : t('dashboard.deskRefunds.methodCash'),
      }}
      components={{ code: <bdi dir="ltr" />, e: <bdi dir="ltr" /> }}
      shouldUnescape
    />
  );
}
