import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StaffPriceRange } from '../../../../shared/schemas/dashboard/huts';
import { Button } from '../../../ui/Button';
import { formatDate } from '../../../ui/format';
import { FormAlert, TextField } from '../../../ui/form';
import { detailOf, fieldErrors } from '../components/formErrors';
import { useAddPriceRangeMutation, useCloseNightsMutation, useUpdatePriceRangeMutation } from './pricesApi';
import { spanOf, type NightSelection } from './yearCalendar';

type Props = {
  hutId: number;
  selection: NightSelection | null;
  /** The range being changed, when the span came from "Edit". */
  editing: StaffPriceRange | null;
  onDone: () => void;
  /** The nights in the way of a refused change, to point at on the calendar. */
  onBlocked: (range: { date_from: string; date_to: string } | null) => void;
};

type Refusal = { status?: unknown; data?: unknown } | undefined;
const blockingRange = (error: Refusal) => {
  const data =
    error && typeof error === 'object' && 'data' in error
      ? (error.data as { range?: { date_from: string; date_to: string } } | undefined)
      : undefined;
  return data?.range ?? null;
};
/** "450" or "450.5" typed → the API's "450.00"; anything else is sent as typed for the server to name. */
const money = (typed: string) => (/^\d+(\.\d{1,2})?$/.test(typed.trim()) ? Number(typed.trim()).toFixed(2) : typed.trim());

/** What to do with the picked nights: price them (with an optional weekend price) or close them. */
export function SpanPanel({ hutId, selection, editing, onDone, onBlocked }: Props) {
  const { t, i18n } = useTranslation();
  const [price, setPrice] = useState('');
  const [weekendPrice, setWeekendPrice] = useState('');
  const [reason, setReason] = useState('');
  const [add, added] = useAddPriceRangeMutation();
  const [update, updated] = useUpdatePriceRangeMutation();
  const [close, closed] = useCloseNightsMutation();
  const span = selection ? spanOf(selection) : null;
  const priceCall = editing ? updated : added;
  const error = priceCall.error ?? closed.error;

  useEffect(() => {
    setPrice(editing ? editing.price : '');
    setWeekendPrice(editing?.weekend_price ?? '');
  }, [editing]);

  if (!span)
    return (
      <Panel>
        <p>{t('dashboard.prices.pickFirst')}</p>
      </Panel>
    );
  const dates = { date_from: span.from, date_to: span.to };
  const finish = (result: { error?: unknown }) => {
    onBlocked(blockingRange(result.error as Refusal));
    if (!('error' in result) || !result.error) onDone();
  };
  const savePrice = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...dates, price: money(price), weekend_price: weekendPrice.trim() ? money(weekendPrice) : null };
    finish(
      editing ? await update({ hutId, rangeId: editing.id, body: { ...body, version: editing.version } }) : await add({ hutId, body }),
    );
  };
  const closeNights = async () => finish(await close({ hutId, body: { ...dates, reason: reason.trim() } }));
  const errors = fieldErrors(error);
  const day = (value: string) => formatDate(value, i18n.language, { weekday: 'short', day: 'numeric', month: 'long' });

  return (
    <Panel as="form" onSubmit={savePrice} aria-label={t('dashboard.prices.panelLabel')}>
      <p role="status">
        {span.from === span.to
          ? t('dashboard.prices.oneNight', { day: day(span.from) })
          : t('dashboard.prices.nights', { from: day(span.from), to: day(span.to) })}
        {selection && !selection.complete ? ` ${t('dashboard.prices.pickEnd')}` : ''}
      </p>
      {detailOf(error) ? <FormAlert messages={detailOf(error)} /> : null}
      {errors.date_to ? <FormAlert messages={errors.date_to} /> : null}
      <TextField
        label={t('dashboard.prices.price')}
        inputMode="decimal"
        dir="ltr"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={errors.price}
        required
      />
      <TextField
        label={t('dashboard.prices.weekendPrice')}
        hint={t('dashboard.prices.weekendHint')}
        inputMode="decimal"
        dir="ltr"
        value={weekendPrice}
        onChange={(event) => setWeekendPrice(event.target.value)}
        error={errors.weekend_price}
      />
      <Button type="submit" disabled={priceCall.isLoading || !price.trim()}>
        {editing ? t('dashboard.prices.updatePrice') : t('dashboard.prices.setPrice')}
      </Button>
      {!editing ? (
        <>
          <hr />
          <TextField
            label={t('dashboard.prices.reason')}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason}
          />
          <Button type="button" $variant="secondary" disabled={closed.isLoading} onClick={() => void closeNights()}>
            {t('dashboard.prices.close')}
          </Button>
        </>
      ) : null}
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  p {
    margin: 0;
  }
  hr {
    width: 100%;
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
`;
