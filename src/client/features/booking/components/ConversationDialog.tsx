import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { downloadWithToken } from '../../../api/download';
import { serverDetail, serverFields } from '../../../api/serverErrors';
import { MessageThread } from '../../../ui/conversation/MessageThread';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { useLocalized } from '../../../ui/useLocalized';
import { selectToken } from '../../auth/authSlice';
import { useGetBookingThreadQuery, useMarkBookingThreadReadMutation, useSendBookingMessageMutation } from '../conversationApi';
import { Dialog } from './Dialog';

/** While the thread is open the resort's answers arrive by asking again every so often (no reload needed). */
export const THREAD_POLL_MS = 10_000;

/** The guest's conversation with the resort about one booking, over My bookings. */
export function ConversationDialog({ bookingId, onClose }: { bookingId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { pick } = useLocalized();
  const token = useSelector(selectToken);
  const thread = useGetBookingThreadQuery(bookingId, { pollingInterval: THREAD_POLL_MS, skipPollingIfUnfocused: true });
  const [send] = useSendBookingMessageMutation();
  const [markRead] = useMarkBookingThreadReadMutation();
  const unread = thread.data?.unread ?? 0;

  // The resort's messages on screen are read: their writers see it.
  useEffect(() => {
    if (unread > 0) void markRead(bookingId);
  }, [unread, bookingId, markRead]);

  const booking = thread.data?.booking;
  return (
    <Dialog
      title={
        booking ? (
          <Trans
            i18nKey="conversation.title"
            values={{ code: booking.code }}
            components={{ code: <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }} /> }}
          />
        ) : (
          t('conversation.titlePlain')
        )
      }
      onClose={onClose}
    >
      {thread.isError ? (
        <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />
      ) : !thread.data ? (
        <Skeleton $height="160px" />
      ) : (
        <>
          <Intro>
            {t('conversation.intro', { hut: pick({ title: thread.data.booking.hut, title_ar: thread.data.booking.hut_ar }, 'title') })}
          </Intro>
          <MessageThread
            messages={thread.data.messages}
            side="guest"
            canWrite={thread.data.can_write}
            authorOf={() => t('conversation.resort')}
            onDownload={(message) => downloadWithToken(message.attachment!, token, null, `ken-message-${message.id}`)}
            onSend={async (content, file) => {
              const result = await send({ bookingId, content, file });
              return 'error' in result ? { fields: serverFields(result.error), detail: serverDetail(result.error) } : undefined;
            }}
          />
        </>
      )}
    </Dialog>
  );
}

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
