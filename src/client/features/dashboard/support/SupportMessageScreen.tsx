import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { newRequestKey } from '../../../api/requestKey';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SUPPORT_REPLY_MAX, type SupportThread } from '../../../../shared/schemas/dashboard/support';
import { downloadWithToken } from '../../../api/download';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { formatDate } from '../../../ui/format';
import { FormAlert, TextArea } from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { selectToken } from '../../auth/authSlice';
import { BackLink, Facts } from '../components/DetailParts';
import { detailOf, fieldErrors } from '../components/formErrors';
import { ScreenHeader } from '../components/ScreenHeader';
import { StatusTag } from './StatusTag';
import { useReceiverLabel, useSupportStatusLabel } from './labels';
import { useGetSupportThreadQuery, useReplySupportMutation, useSetSupportStatusMutation } from './supportInboxApi';

/** One message: who sent it and to whom, its attachment, the thread of replies, reply, close or reopen. */
export default function SupportMessageScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const message = useGetSupportThreadQuery(id);
  useDocumentTitle(message.data?.full_name || t('dashboard.nav.support'));

  if (message.isError) return <ErrorState onRetry={message.refetch} />;
  if (!message.data) return <Skeleton $height="240px" />;
  return <MessageView key={message.data.id} data={message.data} />;
}

function MessageView({ data }: { data: SupportThread }) {
  const { t, i18n } = useTranslation();
  const token = useSelector(selectToken);
  const statusLabel = useSupportStatusLabel();
  const receiverLabel = useReceiverLabel();
  const [reply, replyState] = useReplySupportMutation();
  const [setStatus, statusState] = useSetSupportStatusMutation();
  const [text, setText] = useState('');
  const requestKey = useRef(newRequestKey());
  const [downloadFailed, setDownloadFailed] = useState(false);
  const when = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const closed = data.status === 'closed';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const result = await reply({ id: data.id, body: text, request_key: requestKey.current });
    if ('data' in result) {
      requestKey.current = newRequestKey();
      setText('');
      notify('success', t('dashboard.support.sent'));
    }
  };
  const download = async () => {
    setDownloadFailed(false);
    try {
      await downloadWithToken(data.attachment!, token, null, `ken-support-${data.id}`);
    } catch {
      setDownloadFailed(true);
    }
  };

  return (
    <>
      <BackLink to="/dashboard/support">{t('dashboard.support.back')}</BackLink>
      <ScreenHeader
        title={data.full_name}
        actions={
          <Button
            type="button"
            $variant="secondary"
            disabled={statusState.isLoading}
            onClick={() => void setStatus({ id: data.id, status: closed ? 'open' : 'closed' })}
          >
            {closed ? t('dashboard.support.reopen') : t('dashboard.support.close')}
          </Button>
        }
      />
      <FormAlert messages={detailOf(statusState.error)} />
      <MessageFacts>
        <div>
          <dt>{t('dashboard.support.email')}</dt>
          <dd>
            <bdi dir="ltr">{data.email}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('dashboard.support.receiver')}</dt>
          <dd>{receiverLabel(data.receiver)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.common.status')}</dt>
          <dd>
            <StatusTag $status={data.status}>{statusLabel(data.status)}</StatusTag>
          </dd>
        </div>
        <div>
          <dt>{t('dashboard.support.received')}</dt>
          <dd>{when(data.created_at)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.support.replyLanguage')}</dt>
          <dd>{data.language === 'ar' ? t('dashboard.support.arabic') : t('dashboard.support.english')}</dd>
        </div>
        {data.attachment ? (
          <div>
            <dt>{t('dashboard.support.attachment')}</dt>
            <dd>
              <Button type="button" $variant="secondary" onClick={() => void download()}>
                {t('dashboard.support.download')}
              </Button>
            </dd>
          </div>
        ) : null}
      </MessageFacts>
      {downloadFailed ? <FormAlert messages={t('dashboard.support.downloadFailed')} /> : null}

      <Thread aria-label={t('dashboard.support.thread')}>
        <Entry>
          <EntryHead>
            <strong>{data.full_name}</strong>
            <time dateTime={data.created_at}>{when(data.created_at)}</time>
          </EntryHead>
          <Body dir="auto">{data.content}</Body>
        </Entry>
        {data.thread.map((entry) => (
          <Entry key={entry.id} $reply>
            <EntryHead>
              <strong>{entry.author?.full_name || t('dashboard.audit.removedUser')}</strong>
              <time dateTime={entry.created_at}>{when(entry.created_at)}</time>
            </EntryHead>
            <Body dir="auto">{entry.body}</Body>
            <Note>
              {t('dashboard.support.emailedIn', {
                language: entry.language === 'ar' ? t('dashboard.support.arabic') : t('dashboard.support.english'),
              })}
            </Note>
          </Entry>
        ))}
      </Thread>

      {closed ? (
        <FormAlert tone="info" messages={t('dashboard.support.closedText')} />
      ) : (
        <ReplyForm onSubmit={(event) => void send(event)} noValidate>
          <TextArea
            label={t('dashboard.support.reply')}
            hint={t('dashboard.support.replyHint')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={SUPPORT_REPLY_MAX}
            required
            error={fieldErrors(replyState.error).body}
            dir="auto"
          />
          <FormAlert messages={detailOf(replyState.error)} />
          <div>
            <Button type="submit" disabled={replyState.isLoading || !text.trim()}>
              {replyState.isLoading ? t('dashboard.support.sending') : t('dashboard.support.send')}
            </Button>
          </div>
        </ReplyForm>
      )}
    </>
  );
}

const MessageFacts = styled(Facts)`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Thread = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

/* Written for left-to-right: replies sit indented from the start edge, with a lagoon bar (both flip in Arabic). */
const Entry = styled.article<{ $reply?: boolean }>`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-left: 4px solid ${({ theme, $reply }) => ($reply ? theme.colors.lagoon : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme, $reply }) => ($reply ? theme.colors.foam : theme.colors.white)};
  margin-left: ${({ $reply }) => ($reply ? '16px' : '0')};
`;

const EntryHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(2, 0, 0)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const ReplyForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 720px;
`;
