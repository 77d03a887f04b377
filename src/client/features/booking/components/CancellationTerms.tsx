import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Booking } from '../../../../shared/schemas/booking';
import { formatDate } from '../../../ui/format';

const OPEN = new Set<Booking['status']>(['pending', 'confirmed', 'paid']);

/**
 * What cancelling would give back, as the server's booking view decided it (`cancellation.free_until`,
 * `cancellation.non_refundable`): before paying, after paying and in My bookings alike. A date already past is never shown.
 */
export function CancellationTerms({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  if (!OPEN.has(booking.status)) return null;
  const { free_until: freeUntil, non_refundable: nonRefundable, full_refund_hours: hours } = booking.cancellation;
  // A rate plan sold with the booking (issue 24 §2) names itself and its own policy, as it read when sold.
  const plan = booking.rate_plan?.plan;
  const planName = plan ? (i18n.language === 'ar' ? plan.name_ar || plan.name : plan.name) : null;
  const planPolicy = plan ? (i18n.language === 'ar' ? plan.policy_ar : plan.policy).trim() : '';
  if (plan && !plan.refundable) {
    return (
      <Note $tone="warn" data-rate-plan={plan.id}>
        <strong>{t('ratePlans.soldNonRefundable', { name: planName })}</strong> {planPolicy || t('ratePlans.noRefund')}
      </Note>
    );
  }
  if (nonRefundable) {
    return (
      <Note $tone="warn">
        <strong>{t('booking.cancellation.nonRefundable')}</strong>{' '}
        {booking.kind === 'day_visit'
          ? t('booking.cancellation.nonRefundableWhyVisit', { hours: t('counts.hours', { count: hours }) })
          : t('booking.cancellation.nonRefundableWhy', { hours: t('counts.hours', { count: hours }) })}
      </Note>
    );
  }
  if (!freeUntil) return null;
  const date = formatDate(freeUntil, i18n.language, { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });
  return (
    <Note $tone="calm">
      {planName ? <strong>{planName}: </strong> : null}
      {t('booking.cancellation.freeUntil', { date })}
      {planPolicy ? ` ${planPolicy}` : null}
    </Note>
  );
}

export default CancellationTerms;

const Note = styled.p<{ $tone: 'warn' | 'calm' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(2, 3)};
  border-inline-start: 3px solid ${({ theme, $tone }) => ($tone === 'warn' ? theme.colors.coral : theme.colors.lagoon)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.ink};
  strong {
    color: ${({ theme, $tone }) => ($tone === 'warn' ? theme.colors.danger : theme.colors.deepSea)};
  }
`;
