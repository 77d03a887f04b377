import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { downloadWithToken } from '../../../api/download';
import { serverDetail, serverFields } from '../../../api/serverErrors';
import { MessageThread } from '../../../ui/conversation/MessageThread';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { selectRole, selectToken } from '../../auth/authSlice';
import { useGetStaffThreadQuery, useMarkStaffThreadReadMutation, useSendStaffMessageMutation } from './conversationsApi';

/**
 * A booking's conversation in the back office. Staff hear a new guest message through the notification bell's event
 * stream, which reloads the thread (useNotificationStream); a supplier, who has no bell, asks again every half minute.
 */
export function BookingConversation({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const token = useSelector(selectToken);
  const isStaff = useSelector(selectRole) === 'admin';
  const thread = useGetStaffThreadQuery(bookingId, { pollingInterval: isStaff ? 0 : 30_000, refetchOnFocus: true });
  const [send] = useSendStaffMessageMutation();
  const [markRead] = useMarkStaffThreadReadMutation();
  const unread = thread.data?.unread ?? 0;

  // The guest's messages on a staff member's screen are read: the guest sees it.
  useEffect(() => {
    if (isStaff && unread > 0) void markRead(bookingId);
  }, [isStaff, unread, bookingId, markRead]);

  if (thread.isError) return <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />;
  if (!thread.data) return <Skeleton $height="120px" />;
  const guest = thread.data.booking.guest || t('conversation.formerGuest');
  return (
    <MessageThread
      messages={thread.data.messages}
      side={isStaff ? 'resort' : null}
      canWrite={thread.data.can_write}
      authorOf={(message) =>
        message.from === 'guest' ? guest : t('conversation.staffAuthor', { name: message.author || t('conversation.resort') })
      }
      onDownload={(message) => downloadWithToken(message.attachment!, token, null, `ken-message-${message.id}`)}
      onSend={async (content, file) => {
        const result = await send({ bookingId, content, file });
        return 'error' in result ? { fields: serverFields(result.error), detail: serverDetail(result.error) } : undefined;
      }}
    />
  );
}

export default BookingConversation;
