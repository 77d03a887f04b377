// The paid booking's e-ticket wherever the guest looks for it (the success screen, each paid booking in
// My bookings): the QR for the gate and the two files behind the Bearer token, the PDF and the .ics.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import type { Booking } from '../../../../shared/schemas/booking';
import { downloadWithToken } from '../../../api/download';
import { Button } from '../../../ui/Button';
import { CalendarIcon } from '../../../ui/icons';
import { notify } from '../../../ui/notify';
import { selectToken } from '../../auth/authSlice';

type TicketBooking = Pick<Booking, 'id' | 'code' | 'qr_code'>;

/** The QR code the gate scans; nothing before the booking is paid. */
export function TicketQr({ booking, size = 180 }: { booking: TicketBooking; size?: number }) {
  const { t } = useTranslation();
  if (!booking.qr_code) return null;
  return <Qr src={booking.qr_code} alt={t('payment.success.qrAlt', { code: booking.code })} width={size} height={size} />;
}

/** "Download e-ticket" (PDF) and "Add to calendar" (.ics), one download at a time. */
export function TicketDownloads({ booking }: { booking: TicketBooking }) {
  const { t } = useTranslation();
  const token = useSelector(selectToken);
  const [downloading, setDownloading] = useState<'pdf' | 'ics' | null>(null);
  const download = async (kind: 'pdf' | 'ics') => {
    setDownloading(kind);
    try {
      const path = kind === 'pdf' ? `/api/products/bookings/${booking.id}/ticket.pdf` : `/api/products/bookings/${booking.id}/calendar.ics`;
      await downloadWithToken(path, token, `${booking.code}.${kind}`);
    } catch {
      notify('error', t('payment.success.downloadFailed'), { action: { label: t('common.retry'), onClick: () => void download(kind) } });
    } finally {
      setDownloading(null);
    }
  };
  return (
    <Actions>
      <Button onClick={() => void download('pdf')} disabled={downloading !== null}>
        {downloading === 'pdf' ? t('payment.success.downloading') : t('payment.success.ticket')}
      </Button>
      <Button $variant="secondary" onClick={() => void download('ics')} disabled={downloading !== null}>
        <CalendarIcon size={18} />
        {t('payment.success.calendar')}
      </Button>
    </Actions>
  );
}

const Qr = styled.img`
  justify-self: center;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
