import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeskRefund, DeskRefundMethod } from '../../../../shared/schemas/dashboard/deskRefunds';
import { formatPrice } from '../../../ui/format';
import { FormAlert, Select, TextField } from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { detailOf, fieldErrors } from '../components/formErrors';
import { useHandOverDeskRefundMutation } from './deskRefundsApi';

/**
 * Asks before recording that an owed desk refund was handed to the guest: how (the way it was paid, by default) and
 * the slip's or receipt's reference or a note. Once recorded it cannot be undone, so the dialog says what and to whom.
 */
export function HandOverDialog({ refund, onClose }: { refund: DeskRefund; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [method, setMethod] = useState<DeskRefundMethod>(refund.method);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [handOver, handing] = useHandOverDeskRefundMutation();
  const amount = formatPrice(refund.amount, lang, refund.currency);

  const confirm = async () => {
    if (!note.trim()) {
      setNoteError(t('dashboard.deskRefunds.noteRequired'));
      return;
    }
    const answer = await handOver({ id: refund.id, method, note: note.trim() });
    if ('data' in answer) {
      notify('success', t('dashboard.deskRefunds.done', { amount, code: refund.booking.code }));
      onClose();
    } else {
      setNoteError(fieldErrors(answer.error).note?.[0] ?? null);
    }
  };

  return (
    <ConfirmDialog
      title={t('dashboard.deskRefunds.confirmTitle')}
      confirmLabel={t('dashboard.deskRefunds.confirm')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      busy={handing.isLoading}
    >
      <p>
        <Trans
          i18nKey="dashboard.deskRefunds.confirmText"
          values={{ amount, guest: refund.guest.full_name, code: refund.booking.code }}
          components={{ g: <bdi dir="auto" />, c: <Code dir="ltr" /> }}
          shouldUnescape
        />
      </p>
      <Fields>
        <Select
          label={t('dashboard.deskRefunds.method')}
          value={method}
          onChange={(event) => setMethod(event.target.value as DeskRefundMethod)}
          options={[
            { value: 'cash', label: t('dashboard.deskRefunds.methodCash') },
            { value: 'terminal', label: t('dashboard.deskRefunds.methodTerminal') },
          ]}
        />
        <TextField
          label={t('dashboard.deskRefunds.note')}
          hint={t('dashboard.deskRefunds.noteHint')}
          value={note}
          maxLength={200}
          error={noteError}
          onChange={(event) => {
            setNote(event.target.value);
            setNoteError(null);
          }}
        />
      </Fields>
      <FormAlert messages={fieldErrors(handing.error).note ? undefined : detailOf(handing.error)} />
    </ConfirmDialog>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A booking code is never broken over two lines (a right-to-left line would show its halves swapped). */
const Code = styled.bdi`
  white-space: nowrap;
`;
