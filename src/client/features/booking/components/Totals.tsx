import { useTranslation } from 'react-i18next';
import type { Booking, BookingTicket } from '../../../../shared/schemas/booking';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { useLocalized } from '../../../ui/useLocalized';
import { MoneyList as List, MoneyRow as Row } from '../../../ui/MoneyRows';

const cents = (value: string) => Math.round(Number.parseFloat(value) * 100);

/** The server's figures for a booking: the stay, each ticket and item, subtotal, discount, VAT, total. */
export function Totals({ booking, showLines = true }: { booking: Booking; showLines?: boolean }) {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  const lang = i18n.language;
  const money = (value: string) => formatPrice(value, lang, booking.currency);
  const tickets: BookingTicket[] = [...booking.events, ...booking.services, ...booking.special_items];
  const extrasCents = tickets.reduce((sum, ticket) => sum + cents(ticket.total), 0);
  const stayCents = cents(booking.subtotal) - extrasCents;
  return (
    <List aria-label={t('booking.totals.label')}>
      {showLines ? (
        <>
          <Row>
            <dt>{t('booking.totals.stay', { n: formatNumber(booking.dates.nights, lang) })}</dt>
            <dd>{money((stayCents / 100).toFixed(2))}</dd>
          </Row>
          {tickets.map((ticket) => (
            <Row key={`${ticket.event ?? ticket.service ?? ticket.item}-${ticket.id}`}>
              <dt>
                {pick(ticket, 'title')} × {formatNumber(ticket.quantity, lang)}
                {ticket.date ? <small>{formatDate(ticket.date, lang, { day: 'numeric', month: 'short' })}</small> : null}
              </dt>
              <dd>{money(ticket.total)}</dd>
            </Row>
          ))}
        </>
      ) : null}
      <Row className="sub">
        <dt>{t('booking.totals.subtotal')}</dt>
        <dd>{money(booking.subtotal)}</dd>
      </Row>
      {cents(booking.discount) > 0 ? (
        <Row className="discount">
          <dt>{t('booking.totals.discount', { code: booking.promocode ?? '' })}</dt>
          <dd>−{money(booking.discount)}</dd>
        </Row>
      ) : null}
      <Row>
        <dt>{t('booking.totals.vatIncluded')}</dt>
        <dd>{money(booking.vat)}</dd>
      </Row>
      <Row className="total">
        <dt>{t('booking.totals.total')}</dt>
        <dd data-testid="booking-total">{money(booking.total_price)}</dd>
      </Row>
    </List>
  );
}

export default Totals;
