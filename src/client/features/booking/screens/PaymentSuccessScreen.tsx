// Step four: the booking is paid. Its code, the stay, tickets and extras, what was paid and its VAT,
// the QR for the gate, the e-ticket and a calendar entry. A reload (or a return from the gateway with a
// resourcePath) waits here for a payment that is still on its way.
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LinkButton } from '../../../ui/Button';
import { useWithHijri } from '../../../ui/dateCalendars';
import { ErrorState } from '../../../ui/ErrorState';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { useGuestsCount } from '../../../ui/guestsCount';
import { useGetBookingQuery, useVerifyPaymentQuery } from '../bookingApi';
import { BookingFrame, Panel, TwoColumns } from '../components/BookingFrame';
import { CancellationTerms } from '../components/CancellationTerms';
import { FailureNote } from '../components/FailureNote';
import { DueNow } from '../components/DueNow';
import { Actions, TicketDownloads, TicketQr } from '../components/ETicket';
import { Totals } from '../components/Totals';
import { paidNowOf, paidNowOfTransaction } from '../lib/paidNow';
import { useBookingFlow } from '../useBookingFlow';
import { bookedTitle, isDayVisit } from '../lib/dayVisit';

export default function PaymentSuccessScreen() {
  const { t, i18n } = useTranslation();
  const guestsCount = useGuestsCount();
  const { pick } = useLocalized();
  useDocumentTitle(t('payment.success.title'));
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const booking = useGetBookingQuery(id);
  const resourcePath = search.get('resourcePath');
  const { state, send } = useBookingFlow({ bookingId: id, expectPayment: true, resourcePath });
  const lang = i18n.language;
  const withHijri = useWithHijri();
  const handedOver = paidNowOf(useLocation().state);
  const paidState = state.matches('paid');
  // Back from HyperPay: what was paid is the transaction its resourcePath names, asked once it is paid.
  const verified = useVerifyPaymentQuery(
    { resourcePath: resourcePath ?? undefined },
    { skip: !!handedOver || !resourcePath || !paidState },
  );
  const paidNow = handedOver ?? paidNowOfTransaction(verified.data?.transaction);

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
  // A return from the gateway waits for its transaction, so the page never shows the wrong amount first.
  const paid = paidState && data && data.status !== 'confirmed' && !verified.isLoading;
  if (!paid || !data) {
    const failed = state.matches('failed') || state.matches('declined') || state.matches('expired') || state.matches('choosing');
    return (
      <BookingFrame
        title={failed ? t('payment.notPaid.title') : t('payment.verifyingTitle')}
        step={failed ? 'payment' : 'done'}
        dayVisit={data ? isDayVisit(data) : false}
      >
        <Panel>
          {failed ? (
            <>
              <FailureNote failure={state.context.failure ?? { kind: state.matches('declined') ? 'declined' : 'other' }} />
              <Actions>
                {state.matches('failed') ? <Button onClick={() => send({ type: 'payment.retry' })}>{t('payment.tryAgain')}</Button> : null}
                <LinkButton to={`/${id}/payment`} $variant="secondary">
                  {t('payment.backToPayment')}
                </LinkButton>
              </Actions>
            </>
          ) : (
            <SkeletonGroup aria-label={t('payment.verifying')}>
              <p role="status">{t('payment.verifying')}</p>
              <Skeleton $height="200px" $radius="card" />
            </SkeletonGroup>
          )}
        </Panel>
      </BookingFrame>
    );
  }

  const day = (value: string) =>
    withHijri(formatDate(value, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }), value);
  return (
    <BookingFrame
      title={
        paidNow?.kind === 'extra'
          ? t('payment.success.servicesTitle')
          : paidNow?.kind === 'change'
            ? t('payment.success.changeTitle')
            : isDayVisit(data)
              ? t('payment.success.dayVisitTitle')
              : t('payment.success.title')
      }
      lead={t('payment.success.lead')}
      step="done"
      dayVisit={isDayVisit(data)}
    >
      <TwoColumns>
        <Panel aria-labelledby="ticket-title">
          <Ticket>
            <div>
              <p className="eyebrow">{t('payment.success.code')}</p>
              <h2 id="ticket-title">
                <bdi dir="ltr">{data.code}</bdi>
              </h2>
              <p className="hut">{pick(bookedTitle(data), 'title')}</p>
              {isDayVisit(data) ? (
                <dl>
                  <div>
                    <dt>{t('dayVisit.day')}</dt>
                    <dd>{day(data.dates.date_from)}</dd>
                  </div>
                  <div>
                    <dt>{t('dayVisit.tickets')}</dt>
                    <dd>
                      {formatNumber(
                        [...data.events, ...data.services].reduce((sum, ticket) => sum + ticket.quantity, 0),
                        lang,
                      )}
                    </dd>
                  </div>
                </dl>
              ) : (
                <dl>
                  <div>
                    <dt>{t('payment.success.checkIn')}</dt>
                    <dd>{day(data.dates.date_from)}</dd>
                  </div>
                  <div>
                    <dt>{t('payment.success.checkOut')}</dt>
                    <dd>{day(data.dates.date_to)}</dd>
                  </div>
                  <div>
                    <dt>{t('payment.success.guests')}</dt>
                    <dd>{guestsCount(data.persons_max_num, data.kids_max_num)}</dd>
                  </div>
                </dl>
              )}
            </div>
            <TicketQr booking={data} />
          </Ticket>
          <TicketDownloads booking={data} />
          <Mail>
            {t('payment.success.mail')} <bdi dir="ltr">{data.user.email}</bdi>
          </Mail>
        </Panel>
        <Panel aria-labelledby="paid-title">
          <h2 id="paid-title">{t('payment.success.paidHeading')}</h2>
          <Totals booking={data} />
          {paidNow?.kind === 'extra' || paidNow?.kind === 'change' ? (
            <>
              <DueNow amount={paidNow.amount} currency={data.currency} paid change={paidNow.kind === 'change'} />
              <p>{t('payment.success.newTotal', { total: formatPrice(data.total_price, lang, data.currency) })}</p>
            </>
          ) : (
            <Paid>
              <span>{t('payment.success.amountPaid')}</span>
              <strong>{formatPrice(data.paid, lang, data.currency)}</strong>
              <small>{t('payment.success.vatPart', { vat: formatPrice(data.vat, lang, data.currency) })}</small>
            </Paid>
          )}
          <CancellationTerms booking={data} />
          <LinkButton to="/my-booking" $variant="ghost">
            {t('payment.success.myBookings')}
          </LinkButton>
        </Panel>
      </TwoColumns>
    </BookingFrame>
  );
}

const Ticket = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: center;
  .eyebrow {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    letter-spacing: 0.04em;
  }
  .hut {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: ${({ theme }) => theme.space(4, 0, 0)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const Mail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Paid = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.sand};
  span,
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.success};
  }
`;
