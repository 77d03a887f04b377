import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { BookingTicket } from '../../../../shared/schemas/booking';
import { ErrorState } from '../../../ui/ErrorState';
import { factSeparator, formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useGuestsCount } from '../../../ui/guestsCount';
import { ScreenHeader } from '../components/ScreenHeader';
import { BookingActions } from './BookingActions';
import { CheckInStatus } from './CheckInStatus';
import { CheckOutStatus } from './CheckOutStatus';
import { useScanLabels } from '../scan/scanLabels';
import { TaxDocumentList } from '../../booking/components/TaxDocumentList';
import { BookingConversation } from '../conversations/BookingConversation';
import { useGetStaffBookingDocumentsQuery, useGetStaffBookingQuery } from './bookingsApi';
import { usePaymentResultLabel, usePaymentStatusLabel, useStatusLabel, useTimelineLabel } from './labels';
import { pickLocalized } from '../../../ui/useLocalized';
import { bookedTitle } from '../../../../shared/dayVisit';
import { staffMay } from '../../../../shared/staffRoles';
import { selectStaffRole } from '../../auth/authSlice';
import { DeskRefundsPanel } from '../deskRefunds/DeskRefundsPanel';

/** One booking for staff: guest, stay, tickets, amounts with VAT, what can be refunded, the actions and the timeline. */
export default function BookingScreen() {
  const { t, i18n } = useTranslation();
  const staffRole = useSelector(selectStaffRole);
  const guestsCount = useGuestsCount();
  const lang = i18n.language;
  const id = Number(useParams().id);
  const detail = useGetStaffBookingQuery(id);
  const documents = useGetStaffBookingDocumentsQuery(id);
  const statusLabel = useStatusLabel();
  const timelineLabel = useTimelineLabel();
  const paymentStatus = usePaymentStatusLabel();
  const resultLabel = usePaymentResultLabel();
  const scanLabels = useScanLabels();
  useDocumentTitle(detail.data?.booking.code ?? t('dashboard.nav.bookings'));

  if (detail.isError) return <ErrorState onRetry={detail.refetch} />;
  if (!detail.data) return <Skeleton $height="320px" />;
  const { booking, guest } = detail.data;
  const money = (value: string) => formatPrice(value, lang, booking.currency);
  const dateTime = (value: string) => formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short' });
  const tickets: BookingTicket[] = [...booking.events, ...booking.services, ...booking.special_items];
  const refunded = booking.refunded ?? '0.00';

  return (
    <>
      <Back to="/dashboard/bookings">{t('dashboard.bookings.back')}</Back>
      <ScreenHeader
        title={<bdi dir="ltr">{booking.code}</bdi>}
        text={`${statusLabel(booking.status)}${detail.data.no_show ? `${factSeparator(lang)}${t('dashboard.bookings.noShowMarked')}` : ''}`}
      />
      <Grid>
        <Panel aria-labelledby="guest-heading">
          <h2 id="guest-heading">{t('dashboard.bookings.guest')}</h2>
          <Facts>
            <div>
              <dt>{t('dashboard.users.name')}</dt>
              <dd>{guest.full_name || '—'}</dd>
            </div>
            <div>
              <dt>{t('dashboard.users.email')}</dt>
              <dd>
                <bdi dir="ltr">{guest.email}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('dashboard.users.phone')}</dt>
              <dd>{guest.phone ? <bdi dir="ltr">{guest.phone}</bdi> : '—'}</dd>
            </div>
            <div>
              <dt>{t('dashboard.bookings.language')}</dt>
              <dd>{guest.language === 'ar' ? 'العربية' : 'English'}</dd>
            </div>
          </Facts>
        </Panel>
        <Panel aria-labelledby="stay-heading">
          <h2 id="stay-heading">{t('dashboard.bookings.stay')}</h2>
          <Facts>
            <div>
              <dt>{t('dashboard.bookings.hut')}</dt>
              <dd>{pickLocalized(bookedTitle(booking), 'title', lang)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.bookings.checkIn')}</dt>
              <dd>{dateTime(booking.dates.check_in)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.bookings.checkOut')}</dt>
              <dd>{dateTime(booking.dates.check_out)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.bookings.guests')}</dt>
              <dd>{guestsCount(booking.persons_max_num, booking.kids_max_num)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.bookings.checkInStatus')}</dt>
              <dd>
                <CheckInStatus as="span" checkedIn={detail.data.checked_in} />
              </dd>
            </div>
            <div>
              <dt>{t('dashboard.bookings.checkOutStatus')}</dt>
              <dd>
                <CheckOutStatus
                  bookingId={booking.id}
                  checkedIn={detail.data.checked_in}
                  checkedOut={detail.data.checked_out}
                  dateTo={booking.dates.date_to}
                  onDone={() => void detail.refetch()}
                />
              </dd>
            </div>
          </Facts>
        </Panel>
        <Panel aria-labelledby="tickets-heading">
          <h2 id="tickets-heading">{t('dashboard.bookings.tickets')}</h2>
          {tickets.length === 0 ? (
            <p>{t('dashboard.bookings.noTickets')}</p>
          ) : (
            <ul>
              {tickets.map((ticket) => (
                <li key={ticket.id}>
                  {lang === 'ar' ? ticket.title_ar || ticket.title : ticket.title} × {formatNumber(ticket.quantity, lang)}
                  {ticket.date ? `${factSeparator(lang)}${formatDate(ticket.date, lang, { day: 'numeric', month: 'short' })}` : ''}
                  {factSeparator(lang)}
                  {money(ticket.total)}
                  {ticket.is_extra
                    ? `${factSeparator(lang)}${ticket.is_paid ? t('dashboard.bookings.extraPaid') : t('dashboard.bookings.extraUnpaid')}`
                    : ''}
                  {ticket.cancelled
                    ? `${factSeparator(lang)}${t('dashboard.bookings.ticketCancelledRefund', { amount: money(ticket.refund_amount ?? '0.00') })}`
                    : ''}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel aria-labelledby="amounts-heading">
          <h2 id="amounts-heading">{t('dashboard.bookings.amounts')}</h2>
          <Facts>
            <div>
              <dt>{t('dashboard.bookings.total')}</dt>
              <dd>{money(booking.total_price)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.bookings.vat')}</dt>
              <dd>{money(booking.vat)}</dd>
            </div>
            {Number(booking.discount) > 0 ? (
              <div>
                <dt>{t('dashboard.bookings.discount')}</dt>
                <dd>{money(booking.discount)}</dd>
              </div>
            ) : null}
            {booking.promocode ? (
              <div>
                <dt>{t('dashboard.bookings.promoCode')}</dt>
                <dd>
                  <bdi dir="ltr">{booking.promocode}</bdi>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('dashboard.bookings.paid')}</dt>
              <dd>{money(booking.paid)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.bookings.refunded')}</dt>
              <dd>{money(refunded)}</dd>
            </div>
            {booking.refund_status === 'pending' || booking.refund_status === 'failed' ? (
              <div>
                <dt>{t('dashboard.bookings.refundState')}</dt>
                <dd>
                  <Link to={`/dashboard/refunds?status=${booking.refund_status}`}>
                    {t(booking.refund_status === 'pending' ? 'dashboard.refunds.statusPending' : 'dashboard.refunds.statusFailed')}
                  </Link>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('dashboard.bookings.unpaid')}</dt>
              <dd>{money(booking.not_paid)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.bookings.refundable')}</dt>
              <dd>{money(detail.data.refundable)}</dd>
            </div>
            {booking.cancellation.reason ? (
              <div>
                <dt>{t('dashboard.bookings.reason')}</dt>
                <dd>{booking.cancellation.reason}</dd>
              </div>
            ) : null}
          </Facts>
        </Panel>
      </Grid>
      {detail.data.desk_refunds?.length ? (
        <Panel aria-labelledby="desk-refunds-heading">
          <DeskRefundsPanel refunds={detail.data.desk_refunds} staffRole={staffRole} />
        </Panel>
      ) : null}
      <Panel aria-labelledby="actions-heading">
        <h2 id="actions-heading">{t('dashboard.common.actions')}</h2>
        <BookingActions detail={detail.data} />
      </Panel>
      {staffRole === null || staffMay('support', staffRole) ? (
        <Panel aria-labelledby="messages-heading" id="messages">
          <h2 id="messages-heading">{t('conversation.withGuest')}</h2>
          <BookingConversation bookingId={booking.id} />
        </Panel>
      ) : null}
      <Panel aria-labelledby="documents-heading">
        <h2 id="documents-heading">{t('taxDocuments.title')}</h2>
        <TaxDocumentList
          documents={documents.data}
          isError={documents.isError}
          onRetry={documents.refetch}
          empty={t('taxDocuments.none')}
          heading={false}
        />
      </Panel>
      <Panel aria-labelledby="timeline-heading">
        <h2 id="timeline-heading">{t('dashboard.bookings.timeline')}</h2>
        <Timeline>
          {detail.data.timeline.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at}>{dateTime(entry.at)}</time>
              <strong>{timelineLabel(entry)}</strong>
              <span>
                {[
                  entry.amount ? money(entry.amount) : null,
                  entry.kind === 'payment' || entry.kind === 'refund' ? paymentStatus(entry.status) : null,
                  entry.result_code ? <span title={entry.result_code}>{resultLabel(entry.result_code)}</span> : null,
                  entry.brand && entry.last4 ? `${entry.brand} •••• ${entry.last4}` : null,
                  entry.action === 'check_out' && (entry.text === 'early' || entry.text === 'on_time' || entry.text === 'late')
                    ? scanLabels.timing(entry.text)
                    : entry.text,
                  entry.actor,
                ]
                  .filter(Boolean)
                  .map((part, at) => <bdi key={at}>{part}</bdi>)
                  .reduce<ReactNode[]>((all, part) => (all.length ? [...all, factSeparator(lang), part] : [part]), [])}
              </span>
            </li>
          ))}
        </Timeline>
      </Panel>
    </>
  );
}

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.lagoonDark};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Panel = styled.section`
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.deepSea};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Timeline = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding-inline-start: ${({ theme }) => theme.space(3)};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.line};
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
