// A payment link from the desk (issue 23 §2): the guest pays a stay staff booked for them, without an account, with
// the same methods and the same gateway widget as the payment step of an online booking, while the hold lasts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { Bdi } from '../../../ui/Bdi';
import { formatDate } from '../../../ui/format';
import { Skeleton } from '../../../ui/Skeleton';
import { useLocalized } from '../../../ui/useLocalized';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { BookingFrame, Panel, TwoColumns } from '../components/BookingFrame';
import { FailureNote } from '../components/FailureNote';
import { HoldCountdown } from '../components/HoldCountdown';
import { BRAND_OF_METHOD, methodsOffered, PaymentMethods, type PaymentMethod } from '../components/PaymentMethods';
import { PaymentWidget } from '../components/PaymentWidget';
import { Totals } from '../components/Totals';
import { toFlowFailure } from '../lib/flowFailure';
import { useGetPaymentLinkQuery } from '../paymentLinkApi';

export default function PaymentLinkScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('payLink.title'));
  const { pick } = useLocalized();
  const token = useParams().token ?? '';
  const link = useGetPaymentLinkQuery(token);
  const config = useGetPublicConfigQuery();
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const lang = i18n.language;

  if (link.isError)
    return (
      <BookingFrame title={t('payLink.title')} step="payment">
        <FailureNote failure={toFlowFailure(link.error)} />
      </BookingFrame>
    );
  if (!link.data || !config.data)
    return (
      <BookingFrame title={t('payLink.title')} step="payment">
        <Skeleton $height="320px" $radius="card" />
      </BookingFrame>
    );
  const { booking, expires_at: expiresAt } = link.data;
  const methods = methodsOffered(config.data.payment_brands ?? []);
  const method = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? 'card');
  // Back to this page's own address (with its language prefix) under /done.
  const resultUrl = `${window.location.href.split(/[?#]/)[0].replace(/\/$/, '')}/done`;
  const stay = t('payLink.stay', {
    hut: pick(booking.hut, 'title'),
    from: formatDate(booking.dates.date_from, lang),
    to: formatDate(booking.dates.date_to, lang),
  });
  return (
    <BookingFrame title={t('payLink.title')} step="payment" lead={t('payLink.lead', { name: booking.user.full_name })}>
      <TwoColumns>
        <Panel aria-labelledby="pay-link-method">
          <h2 id="pay-link-method">{t('payment.heading')}</h2>
          <PaymentMethods methods={methods} value={method} onChange={setChosen} />
          <PaymentWidget
            key={method}
            bookingId={booking.id}
            kind="booking"
            brand={BRAND_OF_METHOD[method]}
            resultUrl={resultUrl}
            linkToken={token}
          />
          <Small>{t('payment.secure')}</Small>
        </Panel>
        <Panel aria-labelledby="pay-link-summary">
          <h2 id="pay-link-summary">
            <Bdi>{booking.code}</Bdi>
          </h2>
          <p>{stay}</p>
          <HoldCountdown expiresAt={expiresAt} />
          <Totals booking={booking} />
        </Panel>
      </TwoColumns>
    </BookingFrame>
  );
}

const Small = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
