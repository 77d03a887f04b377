// Step three: pay for a held booking (or for services added to a paid one). The sandbox's card form by
// default; HyperPay's widget when the installation says so. The hold's countdown runs beside the total.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
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
import { CardForm, PayButton } from '../components/CardForm';
import { FailureNote } from '../components/FailureNote';
import { HyperPayWidget } from '../components/HyperPayWidget';
import { SheetSpacer, SummarySheet } from '../components/SummarySheet';
import { TestCards } from '../components/TestCards';
import type { PaidNow } from '../lib/paidNow';
import { useBookingFlow } from '../useBookingFlow';

const CARD_FORM = 'card-form';
import { offerPath } from '../lib/dayVisit';

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
  // The success page states what this payment was for: services added to a paid stay are shown apart.
  const paying = useRef<PaidNow | null>(null);
  const { state, send } = useBookingFlow(
    { bookingId: id, change: changing },
    { paymentCompleted: (bookingId) => navigate(`/${bookingId}/payment/success`, { replace: true, state: paying.current }) },
  );

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
      <BookingFrame title={t('payment.title')} step="payment">
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
  const sandbox = config.data.payment_provider === 'sandbox';
  const resultUrl = `${window.location.origin}/${id}/payment/success`;

  const payAction =
    sandbox && (state.matches('awaitingPayment') || state.matches('declined') || state.matches('paying')) ? (
      <PayButton form={CARD_FORM} amountLabel={amount} busy={state.matches('paying')} disabled={state.matches('paying')} />
    ) : null;

  let body;
  if (state.matches('expired') || state.matches('confirming')) {
    body = (
      <Stack role="status">
        <h2>{t('booking.expired.title')}</h2>
        <p>{t('booking.expired.text')}</p>
        {failure ? <FailureNote failure={failure} /> : null}
        <Row>
          <Button $size="lg" onClick={() => send({ type: 'hold.restart' })} disabled={!state.can({ type: 'hold.restart' })}>
            {state.matches('confirming') ? t('booking.confirm.holding') : t('booking.expired.restart')}
          </Button>
          <LinkButton to={offerPath(data)} $variant="ghost">
            {t('booking.expired.otherDates')}
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
  } else if (sandbox) {
    body = (
      <Stack>
        {state.matches('declined') && failure ? (
          <FailureNote failure={failure}>
            <p>{t('payment.declined.again')}</p>
          </FailureNote>
        ) : null}
        <CardForm
          id={CARD_FORM}
          onSubmit={(card) => {
            paying.current = { kind, amount: due };
            send({ type: 'payment.submit', card });
          }}
        />
        <TestCards />
      </Stack>
    );
  } else {
    body = <HyperPayWidget bookingId={id} kind={kind} resultUrl={resultUrl} />;
  }

  return (
    <BookingFrame title={t('payment.title')} step="payment">
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

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
