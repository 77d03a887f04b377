import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { toCents, toMoney } from '../../../../shared/money';
import type { Booking } from '../../../../shared/schemas/booking';
import { DateRange } from '../../../ui/DateRange';
import { Picture } from '../../../ui/Picture';
import { Button, LinkButton } from '../../../ui/Button';
import { todayIn } from '../../../ui/calendar/dates';
import { formatDate, formatNumber, formatPrice, joinList } from '../../../ui/format';
import { notify } from '../../../ui/notify';
import { useLocalized } from '../../../ui/useLocalized';
import { useGetBookingDocumentsQuery, useRateBookingMutation } from '../bookingApi';
import { useGetGuestUnreadQuery } from '../conversationApi';
import { useHoldDayVisitAgainMutation } from '../dayVisitApi';
import { toFlowFailure } from '../lib/flowFailure';
import { CancelDialog } from './CancelDialog';
import { ChangeDialog } from './ChangeDialog';
import { CancellationTerms } from './CancellationTerms';
import { Dialog } from './Dialog';
import { DiscardDialog } from './DiscardDialog';
import { TicketDownloads, TicketQr } from './ETicket';
import { TaxDocumentList } from './TaxDocumentList';
import { RateForm } from './RateForm';
import { StatusBadge } from './StatusBadge';
import { bookedTitle, isDayVisit, offerPath } from '../lib/dayVisit';

/** One booking in the list: what and when, its status and total, and what can be done with it now. */
export function BookingCard({ booking, past }: { booking: Booking; past: boolean }) {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  const lang = i18n.language;
  const [dialog, setDialog] = useState<'cancel' | 'change' | 'rate' | 'discard' | null>(null);
  const [rate] = useRateBookingMutation();
  const [holdAgain, holding] = useHoldDayVisitAgainMutation();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  // Answers from the resort not read yet (one request for the whole list: every card asks the same).
  const unread =
    useGetGuestUnreadQuery(undefined, { refetchOnFocus: true }).data?.results.find((row) => row.booking_id === booking.id)?.unread ?? 0;
  // The conversation opens over the list (?messages=<id>), the address an e-mail from the resort links to.
  const openMessages = () =>
    setParams((params) => {
      params.set('messages', String(booking.id));
      return params;
    });
  const day = (value: string) => formatDate(value, lang, { day: 'numeric', month: 'short', year: 'numeric' });
  const title = pick(bookedTitle(booking), 'title');
  const dayVisit = isDayVisit(booking);
  const cancelledTickets = [...booking.events, ...booking.services].filter((ticket) => ticket.cancelled);
  const holdLive = booking.status === 'confirmed' && booking.hold_expires_at && Date.parse(booking.hold_expires_at) > Date.now();
  // A hold that ran out unpaid is expired, even if the list was read while it was still live.
  const expired = booking.status === 'expired' || (booking.status === 'confirmed' && !holdLive);
  const status = expired ? 'expired' : booking.status;
  // Nothing paid on it: the guest may throw it away (the server also refuses while a payment is under way).
  const discardable = ['pending', 'confirmed', 'expired'].includes(booking.status) && toCents(booking.paid) === 0;
  // Book again: the same hut, with the same dates while they are still ahead.
  const bookAgain = `${offerPath(booking)}${!dayVisit && booking.dates.date_from >= todayIn() ? `?from=${booking.dates.date_from}&to=${booking.dates.date_to}` : ''}`;
  // A day visit's lapsed hold is held again as chosen (while its day is ahead and seats are left), then paid.
  const canHoldAgain = dayVisit && expired && toCents(booking.paid) === 0 && booking.dates.date_from >= todayIn();
  const holdVisitAgain = () =>
    holdAgain(booking.id)
      .unwrap()
      .then(
        () => navigate(`/${booking.id}/payment`),
        (error: unknown) => notify('error', toFlowFailure(error).message ?? t('booking.failure.other')),
      );
  return (
    <Card aria-labelledby={`booking-${booking.id}`}>
      {booking.hut?.main_image ? (
        <Picture
          src={booking.hut.main_image}
          variants={booking.hut.main_image_variants}
          fallbackWidth={160}
          fallbackHeight={120}
          sizes="(min-width: 600px) 200px, 100vw"
          alt=""
        />
      ) : (
        <span className="img" />
      )}
      <div className="body">
        <div className="head">
          <h3 id={`booking-${booking.id}`}>{title}</h3>
          <StatusBadge status={status} />
        </div>
        {/* Until the provider has given it back (the refund worker retries); then the refunded line below. */}
        {booking.refund_pending ? <RefundPending>{t('myBookings.refundPending')}</RefundPending> : null}
        <p className="code">
          {t('myBookings.code')} <bdi dir="ltr">{booking.code}</bdi>
        </p>
        <p className="dates">
          {/* A day visit is one day, not a range of nights. */}
          {dayVisit ? (
            t('myBookings.dayVisitOn', { date: day(booking.dates.date_from) })
          ) : (
            <DateRange
              from={booking.dates.date_from}
              to={booking.dates.date_to}
              options={{ day: 'numeric', month: 'short', year: 'numeric' }}
              hijri
            />
          )}
        </p>
        <p className="total">{formatPrice(booking.total_price, lang, booking.currency)}</p>
        {!past ? <CancellationTerms booking={booking} /> : null}
        {toCents(booking.refunded) > 0 ? (
          <p className="refund">
            {t('myBookings.refunded', {
              amount: formatPrice(booking.refunded ?? '0', lang, booking.currency),
              kept: formatPrice(toMoney(toCents(booking.paid) - toCents(booking.refunded)), lang, booking.currency),
            })}
          </p>
        ) : null}
        {expired && toCents(booking.paid) === 0 ? <p className="note">{t('myBookings.expiredNote')}</p> : null}
        {cancelledTickets.length > 0 ? (
          <p className="refund">
            {t('myBookings.sessionsCancelled', {
              titles: joinList(
                cancelledTickets.map((ticket) => `${pick(ticket, 'title')}${ticket.date ? ` (${day(ticket.date)})` : ''}`),
                lang,
              ),
            })}
          </p>
        ) : null}
        {booking.qr_code ? (
          <div className="ticket">
            <TicketQr booking={booking} size={120} />
            <TicketDownloads booking={booking} />
          </div>
        ) : null}
        {toCents(booking.paid) > 0 ? <BookingDocuments bookingId={booking.id} /> : null}
        <div className="actions">
          {!past && booking.status === 'paid' ? (
            <>
              {/* A day visit has no stay to add services to or to move. */}
              {!dayVisit ? (
                <>
                  <LinkButton to={`/${booking.id}/service/confirm-booking`} $variant="secondary">
                    {t('myBookings.addServices')}
                  </LinkButton>
                  <Button $variant="secondary" onClick={() => setDialog('change')}>
                    {t('myBookings.change.open')}
                  </Button>
                </>
              ) : null}
              <Button $variant="ghost" onClick={() => setDialog('cancel')}>
                {t('myBookings.cancel.open')}
              </Button>
            </>
          ) : null}
          {!past && (booking.status === 'pending' || holdLive) ? (
            <LinkButton to={holdLive ? `/${booking.id}/payment` : `/${booking.id}/confirm/confirm-booking`}>
              {t('myBookings.continue')}
            </LinkButton>
          ) : null}
          {canHoldAgain ? (
            <Button onClick={() => void holdVisitAgain()} disabled={holding.isLoading}>
              {holding.isLoading ? t('booking.expired.holdingVisit') : t('myBookings.holdAgain')}
            </Button>
          ) : null}
          {expired ? (
            <LinkButton to={bookAgain} $variant={canHoldAgain ? 'secondary' : undefined}>
              {t('myBookings.bookAgain')}
            </LinkButton>
          ) : null}
          {discardable ? (
            <Button $variant="ghost" onClick={() => setDialog('discard')}>
              {t('myBookings.discard.open')}
            </Button>
          ) : null}
          <Button
            $variant={unread > 0 ? 'secondary' : 'ghost'}
            onClick={openMessages}
            aria-label={
              unread > 0
                ? t('conversation.openNewFor', { code: booking.code, formatted: formatNumber(unread, lang) })
                : t('conversation.openFor', { code: booking.code })
            }
          >
            {unread > 0 ? t('conversation.openNew', { formatted: formatNumber(unread, lang) }) : t('conversation.open')}
          </Button>
          {past && booking.can_rate ? (
            <Button $variant="secondary" onClick={() => setDialog('rate')}>
              {t('myBookings.rate.open')}
            </Button>
          ) : null}
          {past && booking.can_rate === false && ['paid', 'completed'].includes(booking.status) ? (
            <span className="rated">{t('myBookings.rate.thanks')}</span>
          ) : null}
        </div>
      </div>
      {dialog === 'cancel' ? <CancelDialog booking={booking} onClose={() => setDialog(null)} /> : null}
      {dialog === 'change' ? <ChangeDialog booking={booking} onClose={() => setDialog(null)} /> : null}
      {dialog === 'discard' ? <DiscardDialog booking={booking} onClose={() => setDialog(null)} /> : null}
      {dialog === 'rate' ? (
        <Dialog title={t('myBookings.rate.title', { hut: title })} onClose={() => setDialog(null)}>
          <RateForm
            title={t('myBookings.rate.stars')}
            submitLabel={t('myBookings.rate.submit')}
            onSubmit={(value, content) => rate({ bookingId: booking.id, value, content }).unwrap()}
            onDone={() => {
              notify('success', t('myBookings.rate.done'));
              setDialog(null);
            }}
          />
        </Dialog>
      ) : null}
    </Card>
  );
}

export default BookingCard;

const RefundPending = styled.p`
  width: fit-content;
  margin: 0;
  padding: ${({ theme }) => theme.space(1, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #fff1d6;
  color: #7a4b00;
  font-size: 12px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Card = styled.article`
  display: grid;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  img,
  .img {
    width: 100%;
    height: 140px;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.sand};
  }
  .body {
    display: grid;
    gap: ${({ theme }) => theme.space(1.5)};
    padding: ${({ theme }) => theme.space(5)};
  }
  .head {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(3)};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .code,
  .dates {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  .code bdi {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
  }
  .total {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .note {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  .refund {
    color: ${({ theme }) => theme.colors.lagoonDark};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin-top: ${({ theme }) => theme.space(2)};
  }
  .ticket {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(4)};
    margin-top: ${({ theme }) => theme.space(2)};
  }
  .ticket img {
    width: 120px;
    height: 120px;
    min-height: 0;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.white};
  }
  .rated {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.success};
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 200px minmax(0, 1fr);
    img,
    .img {
      height: 100%;
      min-height: 180px;
    }
  }
`;

/** The tax invoices and credit notes of a booking something was paid on (none listed until one is issued). */
function BookingDocuments({ bookingId }: { bookingId: number }) {
  const documents = useGetBookingDocumentsQuery(bookingId);
  return <TaxDocumentList documents={documents.data} isError={documents.isError} onRetry={documents.refetch} />;
}
