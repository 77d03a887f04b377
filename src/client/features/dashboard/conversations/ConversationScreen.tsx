import { Trans, useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { selectRole } from '../../auth/authSlice';
import { BackLink } from '../components/DetailParts';
import { ScreenHeader } from '../components/ScreenHeader';
import { BookingConversation } from './BookingConversation';
import { useGetStaffThreadQuery } from './conversationsApi';

/** One booking's conversation from the support inbox; staff can go on to the booking's page. */
export default function ConversationScreen() {
  const { t, i18n } = useTranslation();
  const bookingId = Number(useParams().id);
  const isStaff = useSelector(selectRole) === 'admin';
  const thread = useGetStaffThreadQuery(bookingId);
  const booking = thread.data?.booking;
  useDocumentTitle(booking ? `${t('conversation.list.title')} · ${booking.code}` : t('conversation.list.title'));
  const hut = booking ? (i18n.language.startsWith('ar') ? booking.hut_ar || booking.hut : booking.hut || booking.hut_ar) : '';
  return (
    <>
      <BackLink to="/dashboard/support/bookings">{t('conversation.list.backToList')}</BackLink>
      <ScreenHeader
        title={
          booking ? (
            <Trans
              i18nKey="conversation.staffTitle"
              values={{ code: booking.code }}
              components={{ code: <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }} /> }}
            />
          ) : (
            t('conversation.list.title')
          )
        }
        text={
          booking ? (
            <>
              <bdi>{booking.guest || t('conversation.formerGuest')}</bdi> · <bdi>{hut}</bdi>
            </>
          ) : undefined
        }
        actions={isStaff && booking ? <Link to={`/dashboard/bookings/${booking.id}`}>{t('conversation.toBooking')}</Link> : undefined}
      />
      <BookingConversation bookingId={bookingId} />
    </>
  );
}
