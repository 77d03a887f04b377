import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSubmissionKey } from '../../../api/requestKey';
import type { StaffBookingDetail } from '../../../../shared/schemas/dashboard/bookings';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { formatPrice } from '../../../ui/format';
import { FormAlert, Select, TextField } from '../../../ui/form';
import { detailOf, fieldErrors } from '../components/formErrors';
import { useTakeDeskPaymentMutation } from './bookingsApi';

/**
 * What a paid booking still owes (a staff change to a dearer stay, services not yet paid), taken at the desk in cash
 * or on the card terminal: the server's one completion step marks it paid and issues its invoice and receipt once.
 */
export function TakeBalanceDialog({ detail, onClose }: { detail: StaffBookingDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { booking } = detail;
  const [method, setMethod] = useState<'cash' | 'terminal'>('cash');
  const [reference, setReference] = useState('');
  const [take, state] = useTakeDeskPaymentMutation();
  const key = useSubmissionKey();
  const due = formatPrice(booking.not_paid, i18n.language, booking.currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await take({ id: booking.id, idempotencyKey: key.key(), method, reference: reference.trim() || undefined });
    key.settle(result);
    if ('data' in result) onClose();
  };

  return (
    <Dialog title={t('dashboard.bookings.takeBalanceTitle')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>{t('dashboard.bookings.balanceDue', { amount: due })}</p>
        <Select
          label={t('dashboard.desk.payment')}
          value={method}
          onChange={(event) => setMethod(event.target.value as typeof method)}
          options={[
            { value: 'cash', label: t('dashboard.desk.method.cash') },
            { value: 'terminal', label: t('dashboard.desk.method.terminal') },
          ]}
        />
        <TextField
          label={t(method === 'cash' ? 'dashboard.desk.receipt' : 'dashboard.desk.slip')}
          value={reference}
          maxLength={64}
          dir="ltr"
          onChange={(event) => setReference(event.target.value)}
        />
        <FormAlert messages={detailOf(state.error) ?? Object.values(fieldErrors(state.error)).flat()[0]} />
        <Tools>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('dashboard.common.cancel')}
          </Button>
          <Button type="submit" disabled={state.isLoading}>
            {t('dashboard.bookings.takeBalanceConfirm', { amount: due })}
          </Button>
        </Tools>
      </form>
    </Dialog>
  );
}

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`;
