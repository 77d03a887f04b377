// Step three: pay for a held booking (or for services added to a paid one). The guest chooses mada, a card, Apple
// Pay (where the browser has it) or STC Pay; the gateway's COPYandPAY widget (HyperPay's, or the sandbox's own) takes
// the payment: one code path whichever gateway is configured. The hold's countdown runs beside the total.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useHref, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { Button, LinkButton } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { formatDate, formatPrice } from '../../../ui/format';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useGetAwaitingChangeQuery, useGetBookingQuery } from '../bookingApi';
import { BookingFrame, Panel, TwoColumns } from '../components/BookingFrame';
import { CancellationTerms } from '../components/CancellationTerms';
import { FailureNote } from '../components/FailureNote';
import { BRAND_OF_METHOD, methodsOffered, PaymentMethods, type PaymentMethod } from '../components/PaymentMethods';
import { PaymentWidget, submitPaymentWidget } from '../components/PaymentWidget';
import { SheetSpacer, SummarySheet } from '../components/SummarySheet';
import { useBookingFlow } from '../useBookingFlow';
import { isDayVisit, offerPath } from '../lib/dayVisit';

export default function PaymentScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('payment.title'));
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const config = useGetPublicConfigQuery();
  const booking = useGetBookingQuery(id);
  // ?change=1: the difference of the guest's change of dates (My bookings), paid on this same screen.
  const changing = useSearchParams()[0].get('change') === '1';
  const change = useGetAwaitingChangeQuery(id, { skip: !changing });
  const { state, send } = useBookingFlow(
    { bookingId: id, change: changing },
    { paymentCompleted: (bookingId) => navigate(`/${bookingId}/payment/success`, { replace: true }) },
  );
  const resultPath = useHref(`/${id}/payment/success`);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [madaCard, setMadaCard] = useState(false);

  // Leaving the card form to wait for the gateway moves focus to the status line.
  useEffect(() => {
    if (state.matches('verifying')) document.getElementById('payment-status')?.focus();
  }, [state]);

  if (booking.isError && !booking.data)
    return (
      <ErrorState
        error={booking.error}
        back={{ to: '/my-booking', label: t('myBookings.back') }}
        titleAs="h1"
        onRetry={() => void booking.refetch()}
      />
    );
  const data = booking.data;
  if (state.matches('choosing')) return <Navigate to={`/${id}/confirm/confirm-booking`} replace />;
  if (state.matches('closed')) return <Navigate to="/my-booking" replace />;
  if (changing && change.isError)
    return (
      <ErrorState
        error={change.error}
        back={{ to: '/my-booking', label: t('myBookings.back') }}
        titleAs="h1"
        onRetry={() => void change.refetch()}
      />
    );
  if (
    !data ||
    !config.data ||
    (changing && !change.data) ||
    state.matches('starting') ||
    state.matches('resuming') ||
    state.matches('routing')
  ) {
    return (
      <BookingFrame title={t('payment.title')} step="payment" dayVisit={data ? isDayVisit(data) : false}>
        <SkeletonGroup aria-label={t('booking.loading')}>
          <Skeleton $height="320px" $radius="card" />
        </SkeletonGroup>
      </BookingFrame>
    );
  }

  const kind = state.context.kind;
  const due = kind === 'change' ? (change.data?.amount ?? '0.00') : kind === 'extra' ? data.not_paid : data.total_price;
  const amount = formatPrice(due, i18n.language, data.currency);
  const failure = state.context.failure;
  // The gateway sends the guest back here, under the page's language prefix (/ar).
  const resultUrl = `${window.location.origin}${resultPath}`;
  const methods = methodsOffered(config.data.payment_brands ?? []);
  const method = chosen && methods.includes(chosen) ? chosen : (methods[0] ?? 'card');
  const choose = (next: PaymentMethod) => {
    setMadaCard(false);
    setChosen(next);
  };
  const payable = state.matches('awaitingPayment') || state.matches('declined');

  // On a phone the summary's Pay button submits the widget's card form (wallets have their own step in the widget).
  const payAction =
    payable && (method === 'mada' || method === 'card') ? (
      <Button type="button" $block $size="lg" onClick={() => submitPaymentWidget()}>
        {t('payment.card.pay', { amount })}
      </Button>
    ) : null;

  let body;
  if (state.matches('expired') || state.matches('confirming') || state.matches('reholding')) {
    // A day visit's hold is of tickets (seats), a stay's of nights.
    const visit = isDayVisit(data);
    body = (
      <Stack role="status">
        <h2>{t('booking.expired.title')}</h2>
        <p>{visit ? t('booking.expired.textVisit') : t('booking.expired.text')}</p>
        {failure ? <FailureNote failure={failure} /> : null}
        <Row>
          <Button $size="lg" onClick={() => send({ type: 'hold.restart' })} disabled={!state.can({ type: 'hold.restart' })}>
            {state.matches('expired')
              ? t(visit ? 'booking.expired.restartVisit' : 'booking.expired.restart')
              : t(visit ? 'booking.expired.holdingVisit' : 'booking.confirm.holding')}
          </Button>
          <LinkButton to={offerPath(data)} $variant="ghost">
            {visit ? t('booking.expired.otherTickets') : t('booking.expired.otherDates')}
          </LinkButton>
        </Row>
      </Stack>
    );
  } else if (state.matches('verifying')) {
    body = (
      <Stack>
        <p id="payment-status" tabIndex={-1} role="status">
          {t('payment.verifying')}
        </p>
        <Skeleton $height="8px" $radius="pill" />
      </Stack>
    );
  } else if (state.matches('failed')) {
    body = (
      <Stack>
        <FailureNote failure={failure ?? { kind: 'other' }} />
        <Button $size="lg" onClick={() => send({ type: 'payment.retry' })}>
          {t('payment.tryAgain')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack>
        {state.matches('declined') && failure ? (
          <FailureNote failure={failure}>
            <p>{t('payment.declined.again')}</p>
          </FailureNote>
        ) : null}
        <PaymentMethods methods={methods} value={method} onChange={choose} />
        {madaCard && method === 'card' && methods.includes('mada') ? (
          <MadaNote role="status">
            <p>{t('payment.method.madaDetected')}</p>
            <Button type="button" $variant="secondary" onClick={() => choose('mada')}>
              {t('payment.method.useMada')}
            </Button>
          </MadaNote>
        ) : null}
        <PaymentWidget
          key={method}
          bookingId={id}
          kind={kind}
          brand={BRAND_OF_METHOD[method]}
          resultUrl={kind === 'change' ? `${resultUrl}?change=1` : resultUrl}
          onDetectBrand={(brands) => setMadaCard(brands.includes('MADA'))}
        />
      </Stack>
    );
  }

  return (
    <BookingFrame title={t('payment.title')} step="payment" dayVisit={isDayVisit(data)}>
      <TwoColumns>
        <Panel aria-labelledby="pay-title">
          <div>
            <h2 id="pay-title">
              {kind === 'extra' ? t('payment.extrasHeading') : kind === 'change' ? t('payment.changeHeading') : t('payment.heading')}
            </h2>
            <Lead>{t('payment.secure')}</Lead>
          </div>
          {kind === 'change' && change.data ? (
            <Lead>
              {t('payment.changeStay', {
                from: formatDate(change.data.date_from, i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }),
                to: formatDate(change.data.date_to, i18n.language, { day: 'numeric', month: 'long', year: 'numeric' }),
              })}
            </Lead>
          ) : null}
          {kind === 'booking' ? <CancellationTerms booking={data} /> : null}
          {body}
        </Panel>
        <SummarySheet
          booking={data}
          showHold={kind === 'booking' && !state.matches('expired')}
          action={payAction}
          due={kind === 'booking' ? null : due}
          dueIsChange={kind === 'change'}
        />
      </TwoColumns>
      <SheetSpacer />
    </BookingFrame>
  );
}

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  p:focus {
    outline: none;
  }
`;

const MadaNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.deepSea};
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
