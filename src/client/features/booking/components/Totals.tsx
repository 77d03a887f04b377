import { useTranslation } from 'react-i18next';
import { toCents, toMoney } from '../../../../shared/money';
import type { Booking, BookingTicket } from '../../../../shared/schemas/booking';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { useLocalized } from '../../../ui/useLocalized';
import { MoneyList as List, MoneyRow as Row } from '../../../ui/MoneyRows';
import { TotalWithVat } from '../../../ui/TotalWithVat';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { DEFAULT_VAT_RATE } from '../../../../shared/money';
import { keptAdjustments } from '../../../../shared/stayPrice';

/** The server's figures for a booking: the stay, each ticket and item, a promo discount, the total and its VAT. */
export function Totals({ booking, showLines = true }: { booking: Booking; showLines?: boolean }) {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  const lang = i18n.language;
  const vatRate = useGetPublicConfigQuery().data?.vat_rate ?? DEFAULT_VAT_RATE;
  const money = (value: string) => formatPrice(value, lang, booking.currency);
  const tickets: BookingTicket[] = [...booking.events, ...booking.services, ...booking.special_items];
  const extrasCents = tickets.reduce((sum, ticket) => sum + toCents(ticket.total), 0);
  const stayCents = toCents(booking.subtotal) - extrasCents;
  // How the stay's price was made, from the breakdown the booking keeps (a change saves the new stay's).
  const adjusted = booking.hut ? keptAdjustments(booking.rate_plan, stayCents) : null;
  return (
    <List aria-label={t('booking.totals.label')}>
      {showLines ? (
        <>
          {/* A day visit has no stay: its tickets are the whole of it. */}
          {booking.hut ? (
            <Row>
              <dt>{t('booking.totals.stay', { nights: t('counts.nights', { count: booking.dates.nights }) })}</dt>
              <dd>{money(toMoney(adjusted ? adjusted.nights : stayCents))}</dd>
            </Row>
          ) : null}
          {adjusted?.rows.map((row) => (
            <Row key={row.kind} className={row.cents < 0 ? 'discount' : undefined}>
              <dt>{t(`bookingPanel.adjust.${row.kind}`, { percent: formatNumber(row.percent ?? 0, lang) })}</dt>
              <dd>{row.cents < 0 ? `−${money(toMoney(-row.cents))}` : money(toMoney(row.cents))}</dd>
            </Row>
          ))}
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
      {toCents(booking.discount) > 0 ? (
        <>
          <Row className="sub">
            <dt>{t('booking.totals.subtotal')}</dt>
            <dd>{money(booking.subtotal)}</dd>
          </Row>
          <Row className="discount">
            <dt>{t('booking.totals.discount', { code: booking.promocode ?? '' })}</dt>
            <dd>−{money(booking.discount)}</dd>
          </Row>
        </>
      ) : null}
      <TotalWithVat total={booking.total_price} vat={booking.vat} vatRate={vatRate} currency={booking.currency} testId="booking-total" />
    </List>
  );
}

export default Totals;
