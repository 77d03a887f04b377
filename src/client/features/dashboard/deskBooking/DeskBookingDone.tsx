import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeskBookingAnswer } from '../../../../shared/schemas/dashboard/deskBookings';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { Bdi } from '../../../ui/Bdi';
import { Button, LinkButton } from '../../../ui/Button';
import { TextField } from '../../../ui/form';
import { factSeparator, formatDate, formatPrice } from '../../../ui/format';
import { Panel } from '../../../ui/Panel';
import { usePlanPolicy } from '../../catalogue/components/RatePlanChoice';
import { ScreenHeader } from '../components/ScreenHeader';
import { useStatusLabel } from '../bookings/labels';

/** What the desk did: the booking's code and state, and for a link its address to copy (WhatsApp, SMS). */
export function DeskBookingDone({ answer, onAnother }: { answer: DeskBookingAnswer; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const statusLabel = useStatusLabel();
  const [copied, setCopied] = useState(false);
  const { booking } = answer;
  // The rate the stay was sold on and the cancellation policy it keeps, on one line (a day visit has none).
  const policyOf = usePlanPolicy(useGetPublicConfigQuery().data?.cancel_full_refund_hours);
  const plan = booking.rate_plan?.plan ?? null;
  const planName = plan ? (lang === 'ar' ? plan.name_ar || plan.name : plan.name) : t('ratePlans.standard');
  const policy = policyOf(plan);
  const until = answer.hold_expires_at
    ? formatDate(answer.hold_expires_at, lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' })
    : null;
  const copy = async () => {
    if (!answer.payment_url) return;
    await navigator.clipboard?.writeText(answer.payment_url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <>
      <ScreenHeader title={t('dashboard.desk.doneTitle')} />
      <Panel aria-labelledby="desk-done" role="status">
        <Code id="desk-done">
          <Bdi>{booking.code}</Bdi>
        </Code>
        <p>
          <bdi>{booking.user.full_name}</bdi>
          {factSeparator(lang)}
          {statusLabel(booking.status)}
          {factSeparator(lang)}
          {formatPrice(booking.total_price, lang)}
        </p>
        {booking.hut ? (
          <p data-rate-plan={plan?.id ?? 'standard'}>
            {t('dashboard.desk.ratePlan', { name: planName })}
            {policy ? factSeparator(lang) + policy : null}
          </p>
        ) : null}
        {answer.payment_method === 'arrival' && until ? <p>{t('dashboard.desk.heldUntilArrival', { until })}</p> : null}
        {answer.payment_url ? (
          <Link>
            <TextField
              label={t('dashboard.desk.linkLabel')}
              value={answer.payment_url}
              readOnly
              dir="ltr"
              onFocus={(event) => event.target.select()}
            />
            <Button type="button" $variant="secondary" onClick={() => void copy()}>
              {copied ? t('dashboard.desk.copied') : t('dashboard.desk.copy')}
            </Button>
            <p>{answer.link_emailed ? t('dashboard.desk.linkEmailed', { until }) : t('dashboard.desk.linkNotEmailed', { until })}</p>
          </Link>
        ) : null}
        <Actions>
          <LinkButton to={`/dashboard/bookings/${booking.id}`}>{t('dashboard.desk.openBooking')}</LinkButton>
          <LinkButton to={`/dashboard/grid?from=${booking.dates.date_from}`} $variant="secondary">
            {t('dashboard.desk.onGrid')}
          </LinkButton>
          <Button type="button" $variant="ghost" onClick={onAnother}>
            {t('dashboard.desk.another')}
          </Button>
        </Actions>
      </Panel>
    </>
  );
}

const Link = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
`;

const Code = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  font-variant-numeric: lining-nums;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
