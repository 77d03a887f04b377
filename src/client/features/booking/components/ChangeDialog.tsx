import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { todayIn } from '../../../../shared/dates';
import { toCents } from '../../../../shared/money';
import type { Booking } from '../../../../shared/schemas/booking';
import type { BookingChangeAnswer, BookingChangeBody } from '../../../../shared/schemas/bookingChange';
import { Button } from '../../../ui/Button';
import { PricedLines } from '../../../ui/MoneyRows';
import { ChangeStayFields, changeBodyOf, stayChoiceOf, useStayChoice, type StayChoice } from '../../../ui/ChangeStayFields';
import { formatDate, formatPrice, joinList } from '../../../ui/format';
import { notify } from '../../../ui/notify';
import { useLocalized } from '../../../ui/useLocalized';
import { useChangeBookingMutation } from '../bookingApi';
import { toFlowFailure } from '../lib/flowFailure';
import { Dialog, DialogButtons } from './Dialog';
import { FailureNote } from './FailureNote';

/**
 * "Change dates" from My bookings: new dates and guests, priced first (a dry run at today's prices), then confirmed.
 * A dearer stay goes on to the payment screen for the difference; the booking keeps its dates until it is paid.
 */
export function ChangeDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { pick } = useLocalized();
  const navigate = useNavigate();
  const [change, result] = useChangeBookingMutation();
  const { choice, edit, current, remember } = useStayChoice<BookingChangeAnswer>(booking);
  const body = (dryRun: boolean): BookingChangeBody => changeBodyOf(choice, dryRun);
  const original = stayChoiceOf(booking);
  const unchanged = (Object.keys(original) as (keyof StayChoice)[]).every((key) => original[key] === choice[key]);
  const ready = !!choice.date_from && !!choice.date_to && choice.date_to > choice.date_from && !unchanged;
  const money = (amount: string) => formatPrice(amount, lang, booking.currency);
  const day = (value: string) => formatDate(value, lang, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });

  const price = async () => {
    try {
      remember(await change({ id: booking.id, body: body(true) }).unwrap());
    } catch {
      remember(null); // the refusal is shown below
    }
  };
  const confirm = async () => {
    try {
      const answer = await change({ id: booking.id, body: body(false) }).unwrap();
      if (answer.status === 'awaiting_payment') {
        navigate(`/${booking.id}/payment?change=1`);
        return;
      }
      notify(
        'success',
        toCents(answer.difference.refund) > 0
          ? t('myBookings.change.doneRefund', { amount: money(answer.difference.refund) })
          : t('myBookings.change.done'),
      );
      onClose();
    } catch {
      // shown below
    }
  };
  const choose = current?.tickets_to_choose_again ?? [];

  return (
    <Dialog
      title={<Trans i18nKey="myBookings.change.title" values={{ code: booking.code }} components={{ code: <Code dir="ltr" /> }} />}
      onClose={onClose}
    >
      <Intro>{t('myBookings.change.intro', { hut: pick(booking.hut, 'title') })}</Intro>
      <ChangeStayFields
        choice={choice}
        edit={edit}
        earliest={todayIn()}
        maxPersons={booking.hut_details?.max_persons_num ?? 0}
        maxKids={booking.hut_details?.max_kids_num ?? 0}
      />
      {current ? (
        <Priced aria-live="polite">
          <PricedLines>
            <div>
              <dt>{t('myBookings.change.newStay')}</dt>
              <dd>
                {day(current.booking.dates.date_from)} – {day(current.booking.dates.date_to)}
              </dd>
            </div>
            <div>
              <dt>{t('myBookings.change.newTotal')}</dt>
              <dd>{money(current.booking.total_price)}</dd>
            </div>
            <div>
              <dt>
                {current.difference.direction === 'charge'
                  ? t('myBookings.change.toPay')
                  : current.difference.direction === 'refund'
                    ? t('myBookings.change.toRefund')
                    : t('myBookings.change.difference')}
              </dt>
              <dd className={current.difference.direction}>
                {money(current.difference.direction === 'refund' ? current.difference.refund : current.difference.amount)}
              </dd>
            </div>
          </PricedLines>
          <p>
            {current.difference.direction === 'charge'
              ? t('myBookings.change.chargeNote')
              : current.difference.direction === 'none'
                ? t('myBookings.change.noneNote')
                : toCents(current.difference.refund) > 0
                  ? t('myBookings.change.refundNote')
                  : t('myBookings.change.keptNote')}
          </p>
          {choose.length > 0 ? (
            <p>
              {t('myBookings.change.chooseAgain', {
                titles: joinList(
                  choose.map((ticket) => `${pick(ticket, 'title')}${ticket.date ? ` (${day(ticket.date)})` : ''}`),
                  lang,
                ),
              })}
            </p>
          ) : null}
        </Priced>
      ) : null}
      {result.isError ? <FailureNote failure={toFlowFailure(result.error)} /> : null}
      <DialogButtons>
        <Button $variant="secondary" onClick={onClose}>
          {t('myBookings.change.keep')}
        </Button>
        {current ? (
          <Button onClick={() => void confirm()} disabled={result.isLoading}>
            {result.isLoading
              ? t('myBookings.change.saving')
              : current.difference.direction === 'charge'
                ? t('myBookings.change.confirmPay')
                : t('myBookings.change.confirm')}
          </Button>
        ) : (
          <Button onClick={() => void price()} disabled={!ready || result.isLoading}>
            {result.isLoading ? t('myBookings.change.pricing') : t('myBookings.change.price')}
          </Button>
        )}
      </DialogButtons>
    </Dialog>
  );
}

export default ChangeDialog;

const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Code = styled.bdi`
  white-space: nowrap;
`;

const Priced = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.sand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
