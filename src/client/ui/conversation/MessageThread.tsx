import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { BOOKING_MESSAGE_LIMITS, type BookingMessage } from '../../../shared/schemas/bookingMessages';
import { Button } from '../Button';
import { formatDate } from '../format';
import { ATTACHMENT_TYPES, FileField, fileProblem, FormAlert, TextArea } from '../form';

export interface SendResult {
  /** The server's refusal by field (content, attachment) or as a whole. */
  fields?: Record<string, string[]>;
  detail?: string;
}

interface Props {
  messages: readonly BookingMessage[];
  /** Whose messages are "mine": the guest's in My bookings, the resort's for staff; none for a supplier reading. */
  side: 'guest' | 'resort' | null;
  canWrite: boolean;
  onSend(content: string, file: File | null): Promise<SendResult | undefined>;
  onDownload(message: BookingMessage): Promise<void>;
  /** Names the writer of a message the reader did not write (staff see the guest's name; guests see the resort). */
  authorOf(message: BookingMessage): string;
}

/**
 * A booking's conversation, both sides with times and read marks, and the form that writes in it. What is said is
 * written in its own direction (dir="auto"); files are downloads only, never shown in the page.
 */
export function MessageThread({ messages, side, canWrite, onSend, onDownload, authorOf }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [problems, setProblems] = useState<SendResult>({});
  const [sending, setSending] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  // The thread opens at its newest message and follows new ones while the reader is there; not when they scrolled up.
  const following = useRef(true);
  const newest = messages[messages.length - 1]?.id;
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && following.current) log.scrollTop = log.scrollHeight;
  }, [newest, messages.length]);
  const onLogScroll = () => {
    const log = logRef.current;
    if (log) following.current = log.scrollHeight - log.scrollTop - log.clientHeight <= NEAR_BOTTOM_PX;
  };
  const when = (value: string) => formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim() && !file) {
      setProblems({ fields: { content: [t('conversation.nothingToSend')] } });
      textRef.current?.focus();
      return;
    }
    setSending(true);
    const refused = await onSend(content, file).finally(() => setSending(false));
    setProblems(refused ?? {});
    if (!refused) {
      // One's own message just sent is shown, wherever the reader had scrolled.
      following.current = true;
      if (logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight;
      setContent('');
      setFile(null);
      setFileKey((key) => key + 1);
    }
  };

  const download = (message: BookingMessage) => {
    setDownloadFailed(false);
    onDownload(message).catch(() => setDownloadFailed(true));
  };

  return (
    <Wrap>
      {messages.length === 0 ? (
        <Empty>{t('conversation.none')}</Empty>
      ) : (
        // Scrolls on its own (the form stays in view): focusable, so the keyboard scrolls it too.
        <Log ref={logRef} role="log" aria-label={t('conversation.log')} aria-live="polite" tabIndex={0} onScroll={onLogScroll}>
          <List>
            {messages.map((message) => {
              const mine = message.from === side;
              return (
                <Item key={message.id} $mine={mine}>
                  <Meta>
                    <strong>{mine ? t('conversation.you') : authorOf(message)}</strong>
                    <time dateTime={message.created_at}>{when(message.created_at)}</time>
                  </Meta>
                  {message.content ? <Body dir="auto">{message.content}</Body> : null}
                  {message.attachment ? (
                    <Button type="button" $variant="secondary" onClick={() => download(message)}>
                      {t('conversation.download')}
                    </Button>
                  ) : null}
                  {mine ? (
                    <Mark>
                      {message.read_at
                        ? t('conversation.read', { time: formatDate(message.read_at, lang, { dateStyle: 'medium', timeStyle: 'short' }) })
                        : t('conversation.sent')}
                    </Mark>
                  ) : null}
                </Item>
              );
            })}
          </List>
        </Log>
      )}
      {downloadFailed ? <FormAlert messages={t('conversation.downloadFailed')} /> : null}
      {canWrite ? (
        <Form onSubmit={(event) => void submit(event)} noValidate>
          {problems.detail ? <FormAlert messages={problems.detail} /> : null}
          <TextArea
            ref={textRef}
            label={t('conversation.message')}
            value={content}
            rows={3}
            maxLength={BOOKING_MESSAGE_LIMITS.content}
            onChange={(event) => setContent(event.target.value)}
            error={problems.fields?.content}
            dir="auto"
          />
          <FileField
            key={fileKey}
            label={t('conversation.attach')}
            chooseLabel={t('conversation.choose')}
            noFileLabel={t('conversation.noFile')}
            fileName={file?.name}
            accept={ATTACHMENT_TYPES.filter((type) => type !== 'image/gif').join(',')}
            error={problems.fields?.attachment}
            onFile={(chosen) => {
              const problem = chosen
                ? fileProblem(
                    chosen,
                    ATTACHMENT_TYPES.filter((type) => type !== 'image/gif'),
                  )
                : null;
              setProblems(
                problem ? { fields: { attachment: [t(problem === 'size' ? 'conversation.fileSize' : 'conversation.fileType')] } } : {},
              );
              setFile(problem ? null : chosen);
              return !problem;
            }}
          />
          <Actions>
            <Button type="submit" disabled={sending}>
              {sending ? t('conversation.sending') : t('conversation.send')}
            </Button>
          </Actions>
        </Form>
      ) : (
        <Empty>{t('conversation.readOnly')}</Empty>
      )}
    </Wrap>
  );
}

export default MessageThread;

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

/** How close to the end still counts as reading the newest message (a rounding, a last line half shown). */
const NEAR_BOTTOM_PX = 32;

const Log = styled.div`
  max-height: min(45vh, 480px);
  overflow-y: auto;
  padding-inline-end: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.input};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.lagoonDark};
    outline-offset: 2px;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $mine: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  justify-items: start;
  max-width: min(85%, 520px);
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.ink};
  ${({ $mine, theme }) =>
    $mine &&
    css`
      justify-self: end;
      background: #e3f0f0;
      border: 1px solid ${theme.colors.line};
    `}
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1, 3)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Mark = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
