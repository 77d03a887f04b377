import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StaffNotification } from '../../../../shared/schemas/dashboard/notifications';
import { formatDate, formatNumber } from '../../../ui/format';
import { NotificationText } from './NotificationText';
import { useGetNotificationsQuery, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from './notificationsApi';
import { useNotificationStream } from './useNotificationStream';

const POLL_MS = 60_000;

/**
 * The top bar's bell: the unread count in its name and badge, and a panel of the newest notifications, each a
 * sentence linking to its item, with mark as read and mark all. Live through the event stream; polled every
 * minute while the stream is down.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const live = useNotificationStream(true);
  const list = useGetNotificationsQuery({ page: 1 }, { pollingInterval: live ? 0 : POLL_MS });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = list.data?.unread ?? 0;
  const formatted = formatNumber(unread, i18n.language);
  const items = list.data?.results ?? [];

  useEffect(() => {
    if (!open) return undefined;
    const away = (event: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const when = (item: StaffNotification) => formatDate(item.created_at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Wrap ref={wrap} data-live={live}>
      <BellButton
        ref={button}
        type="button"
        aria-label={unread > 0 ? t('dashboard.notifications.bellUnread', { formatted }) : t('dashboard.notifications.bell')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <svg
          width={22}
          height={22}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.6}
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 16V11a6 6 0 1112 0v5l1.5 2h-15L6 16zM10 20a2 2 0 004 0" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {unread > 0 ? <Badge aria-hidden="true">{formatted}</Badge> : null}
      </BellButton>
      <Panel id={panelId} hidden={!open} role="region" aria-label={t('dashboard.notifications.title')}>
        {/* Drawn only while open: a closed panel holds no copy of the names and codes the screen under it shows. */}
        {open ? (
          <>
            <PanelHead>
              <PanelTitle>{t('dashboard.notifications.title')}</PanelTitle>
              {unread > 0 ? (
                <TextButton type="button" disabled={markingAll.isLoading} onClick={() => void markAll({ up_to: items[0]?.id })}>
                  {t('dashboard.notifications.markAll')}
                </TextButton>
              ) : null}
            </PanelHead>
            {!live && list.isSuccess ? <Note>{t('dashboard.notifications.polling')}</Note> : null}
            {list.isError ? <Note role="alert">{t('dashboard.notifications.loadFailed')}</Note> : null}
            {list.isSuccess && items.length === 0 ? <Note>{t('dashboard.notifications.empty')}</Note> : null}
            <List>
              {items.map((item) => (
                <Item key={item.id} $unread={!item.read}>
                  <ItemLink
                    to={item.link}
                    onClick={() => {
                      if (!item.read) void markRead(item.id);
                      setOpen(false);
                    }}
                  >
                    {!item.read ? <UnreadTag>{t('dashboard.notifications.unread')}: </UnreadTag> : null}
                    <NotificationText item={item} />
                  </ItemLink>
                  <Meta>
                    <time dateTime={item.created_at}>{when(item)}</time>
                    {!item.read ? (
                      <TextButton type="button" onClick={() => void markRead(item.id)}>
                        {t('dashboard.notifications.markRead')}
                      </TextButton>
                    ) : null}
                  </Meta>
                </Item>
              ))}
            </List>
          </>
        ) : null}
      </Panel>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
`;

const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.deepSea};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.foam};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: 2px;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 4px;
  inset-inline-end: 2px;
  min-width: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.coral};
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: 12px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 20px;
  text-align: center;
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  width: min(380px, calc(100vw - 24px));
  max-height: min(70vh, 560px);
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  &[hidden] {
    display: none;
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const PanelTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const TextButton = styled.button`
  min-height: 32px;
  padding: ${({ theme }) => theme.space(1, 2)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.lagoonDark};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-decoration: underline;
  cursor: pointer;
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3, 4)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $unread: boolean }>`
  padding: ${({ theme }) => theme.space(3, 4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  border-inline-start: 3px solid ${({ theme, $unread }) => ($unread ? theme.colors.coral : 'transparent')};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.foam : theme.colors.white)};
`;

const ItemLink = styled(Link)`
  display: block;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const UnreadTag = styled.span`
  color: ${({ theme }) => theme.colors.lagoonDark};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
