// Step two of a booking: the stay and its price, event tickets, services and the hut's special items,
// the server's totals, then "Go to payment" which holds it. In service mode (a paid, upcoming booking)
// only services can be added, and only they are paid for.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LinkButton } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { formatPrice } from '../../../ui/format';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { useGetAvailableExtrasQuery, useGetBookingQuery, useGetHutItemsQuery } from '../bookingApi';
import { BookingFrame, Panel, TwoColumns } from '../components/BookingFrame';
import { CancellationTerms } from '../components/CancellationTerms';
import { ExtrasList, type ExtraOption } from '../components/ExtrasList';
import { FailureNote } from '../components/FailureNote';
import { SheetSpacer, SummarySheet } from '../components/SummarySheet';
import { servicesClosedReason } from '../lib/servicesClosed';
import { bodyWith, eventKey, extraTickets, itemKey, quantitiesOf, serviceKey, type Quantities } from '../lib/choice';
import { useBookingFlow } from '../useBookingFlow';

export default function ConfirmBookingScreen() {
  const { t } = useTranslation();
  const { pick } = useLocalized();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const serviceMode = params.type === 'service';
  useDocumentTitle(serviceMode ? t('booking.confirm.serviceTitle') : t('booking.confirm.title'));

  const { state, send } = useBookingFlow(
    { bookingId: id },
    { holdConfirmed: (booking) => navigate(`/${booking.id}/payment`), extrasAdded: (bookingId) => navigate(`/${bookingId}/payment`) },
  );
  // Another tab may have cancelled or paid it meanwhile: ask again when this tab comes back.
  const booking = useGetBookingQuery(id, { skip: !Number.isInteger(id) || id < 1, refetchOnFocus: true, refetchOnReconnect: true });
  const closed = serviceMode && booking.data ? servicesClosedReason(booking.data) : null;
  const available = useGetAvailableExtrasQuery(id, { skip: !booking.data || closed !== null });
  const items = useGetHutItemsQuery(booking.data?.hut?.id ?? 0, { skip: !booking.data?.hut || serviceMode });
  const [quantities, setQuantities] = useState<Quantities>({});
  const [extras, setExtras] = useState<Quantities>({});

  // The choice shown follows the server's booking (after every update it is the server's answer).
  useEffect(() => {
    if (booking.data && !serviceMode) setQuantities(quantitiesOf(booking.data));
  }, [booking.data, serviceMode]);

  const options = useMemo(() => {
    const offers = available.data;
    const toOptions = (list: NonNullable<typeof offers>['available_events'], key: (offer: number, date: number) => string): ExtraOption[] =>
      list.flatMap((offer) =>
        offer.dates.map((date) => ({
          key: key(offer.id, date.id),
          title: pick(offer, 'title'),
          image: offer.image,
          date: date.date,
          price: date.price,
          min: date.min_purchasable_quantity,
          max: Math.min(date.max_purchasable_quantity, date.seats_left + (quantities[key(offer.id, date.id)] ?? 0)),
          left: date.seats_left,
        })),
      );
    return {
      events: offers ? toOptions(offers.available_events, eventKey) : [],
      services: offers ? toOptions(offers.available_services, serviceKey) : [],
      items: (items.data?.results ?? []).map((item) => ({
        key: itemKey(item.id),
        title: pick(item, 'title'),
        image: item.image,
        date: null,
        price: item.price,
        min: item.min_purchasable_quantity,
        max: Math.min(item.max_purchasable_quantity, item.capacity),
        left: null,
      })),
    };
  }, [available.data, items.data, pick, quantities]);

  if (booking.isError)
    return (
      <ErrorState
        error={booking.error}
        back={{ to: '/my-booking', label: t('myBookings.back') }}
        titleAs="h1"
        onRetry={() => void booking.refetch()}
      />
    );
  const data = booking.data;
  if (data && closed) {
    return (
      <BookingFrame title={t('booking.confirm.serviceTitle')} step="extras">
        <Panel>
          <p role="status">
            {closed === 'cancelled'
              ? t('booking.confirm.servicesClosed.cancelled')
              : closed === 'ended'
                ? t('booking.confirm.servicesClosed.ended')
                : t('booking.confirm.servicesClosed.notPaid')}
          </p>
          <LinkButton to="/my-booking" $variant="secondary">
            {t('myBookings.back')}
          </LinkButton>
        </Panel>
      </BookingFrame>
    );
  }
  if (!data || state.matches('resuming') || state.matches('starting')) {
    return (
      <BookingFrame title={t('booking.confirm.title')} step="extras">
        <SkeletonGroup aria-label={t('booking.loading')}>
          <Skeleton $height="180px" $radius="card" />
          <Skeleton $height="120px" $radius="card" />
        </SkeletonGroup>
      </BookingFrame>
    );
  }
  // A finished or cancelled booking has nothing to confirm.
  if (!serviceMode && (state.matches('paid') || state.matches('closed'))) return <Navigate to="/my-booking" replace />;

  const busy = state.matches('updating') || state.matches('confirming') || state.matches('addingExtras');
  const failure = state.context.failure;

  const change = (key: string, value: number) => {
    if (serviceMode) {
      setExtras((current) => ({ ...current, [key]: value }));
      return;
    }
    const next = { ...quantities, [key]: value };
    setQuantities(next);
    send({ type: 'booking.update', body: bodyWith(data, next) });
  };

  const extrasCount = Object.values(extras).filter((value) => value > 0).length;
  const extrasDue = serviceMode ? Number.parseFloat(data.not_paid) : 0;
  const serviceAction =
    extrasDue > 0 && state.matches('awaitingPayment') ? (
      <LinkButton to={`/${id}/payment`} $block $size="lg">
        {t('booking.confirm.payExtras', { amount: formatPrice(data.not_paid, undefined, data.currency) })}
      </LinkButton>
    ) : (
      <Button
        $block
        $size="lg"
        disabled={!extrasCount || busy || !state.can({ type: 'extras.add', tickets: [] })}
        onClick={() => send({ type: 'extras.add', tickets: extraTickets(extras) })}
      >
        {busy ? t('booking.confirm.saving') : t('booking.confirm.addServices')}
      </Button>
    );
  const action = serviceMode ? (
    serviceAction
  ) : state.matches('awaitingPayment') ? (
    <LinkButton to={`/${id}/payment`} $block $size="lg">
      {t('booking.confirm.goToPayment')}
    </LinkButton>
  ) : state.matches('failed') ? (
    <Button $block $size="lg" onClick={() => send({ type: 'payment.retry' })}>
      {t('payment.tryAgain')}
    </Button>
  ) : state.matches('expired') ? (
    <Button $block $size="lg" onClick={() => send({ type: 'hold.restart' })}>
      {t('booking.expired.restart')}
    </Button>
  ) : (
    <Button $block $size="lg" disabled={busy || !state.can({ type: 'hold.confirm' })} onClick={() => send({ type: 'hold.confirm' })}>
      {state.matches('confirming') ? t('booking.confirm.holding') : t('booking.confirm.goToPayment')}
    </Button>
  );

  const loadingExtras = available.isLoading || items.isLoading;
  const nothing = !loadingExtras && !options.events.length && !options.services.length && !options.items.length;

  return (
    <BookingFrame
      title={serviceMode ? t('booking.confirm.serviceTitle') : t('booking.confirm.title')}
      lead={pick(data.hut, 'title')}
      step="extras"
    >
      <TwoColumns>
        <Panel aria-labelledby="extras-title" aria-busy={busy}>
          <div>
            <h2 id="extras-title">{serviceMode ? t('booking.confirm.servicesHeading') : t('booking.confirm.extrasHeading')}</h2>
            <Lead>{serviceMode ? t('booking.confirm.servicesLead') : t('booking.confirm.extrasLead')}</Lead>
          </div>
          {!serviceMode ? <CancellationTerms booking={data} /> : null}
          {failure ? <FailureNote failure={failure} /> : null}
          {available.isError ? <ErrorState error={available.error} onRetry={() => void available.refetch()} /> : null}
          {loadingExtras ? (
            <SkeletonGroup aria-label={t('booking.loading')}>
              <Skeleton $height="88px" $radius="card" />
              <Skeleton $height="88px" $radius="card" />
            </SkeletonGroup>
          ) : null}
          {!serviceMode ? (
            <ExtrasList
              title={t('booking.extras.events')}
              options={options.events}
              quantities={quantities}
              disabled={busy}
              onChange={change}
            />
          ) : null}
          <ExtrasList
            title={t('booking.extras.services')}
            options={options.services}
            quantities={serviceMode ? extras : quantities}
            disabled={busy}
            onChange={change}
          />
          {!serviceMode ? (
            <ExtrasList
              title={t('booking.extras.items')}
              options={options.items}
              quantities={quantities}
              disabled={busy}
              onChange={change}
            />
          ) : null}
          {nothing ? <Lead>{t('booking.extras.none')}</Lead> : null}
        </Panel>
        <SummarySheet
          booking={data}
          showHold={!serviceMode}
          due={serviceMode && extrasDue > 0 ? data.not_paid : null}
          action={action}
          note={state.matches('expired') ? <Expired role="status">{t('booking.expired.text')}</Expired> : null}
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

const Expired = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;
