import { useTranslation } from 'react-i18next';
import { toCents, toMoney } from '../../../../shared/money';
import type { Booking, BookingTicket } from '../../../../shared/schemas/booking';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { useLocalized } from '../../../ui/useLocalized';
import { MoneyList as List, MoneyRow as Row } from '../../../ui/MoneyRows';


/** The server's figures for a booking: the stay, each ticket and item, subtotal, discount, VAT, total. */
export function Totals({ booking, showLines = true }: { booking: Booking; showLines?: boolean }) {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  const lang = i18n.language;
  const money = (value: string) => formatPrice(value, lang, booking.currency);
  const tickets: BookingTicket[] = [...booking.events, ...booking.services, ...booking.special_items];
  const extrasCents = tickets.reduce((sum, ticket) => sum + toCents(ticket.total), 0);
  const stayCents = toCents(booking.subtotal) - extrasCents;
  return (
    <List aria-label={t('booking.totals.label')}>
      {showLines ? (
        <>
          <Row>
            <dt>{t('booking.totals.stay', { nights: t('counts.nights', { count: booking.dates.nights }) })}</dt>
            <dd>{money(toMoney(stayCents))}</dd>
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
      {toCents(booking.discount) > 0 ? (
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
