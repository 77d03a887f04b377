import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CHANNEL_ERRORS, type ChannelError, type StaffChannel } from '../../../../shared/schemas/dashboard/channels';
import { Button } from '../../../ui/Button';
import { formatDate, formatNumber } from '../../../ui/format';
import { notify } from '../../../ui/notify';
import { useConfirmEmptyChannelMutation } from './channelsApi';

const SHOWN_SPANS = 6;
const REASONS: Record<ChannelError, string> = {
  address: 'dashboard.channels.reason.address',
  private: 'dashboard.channels.reason.private',
  http: 'dashboard.channels.reason.http',
  timeout: 'dashboard.channels.reason.timeout',
  too_large: 'dashboard.channels.reason.too_large',
  network: 'dashboard.channels.reason.network',
  redirects: 'dashboard.channels.reason.redirects',
  not_ical: 'dashboard.channels.reason.not_ical',
};
const isKnown = (code: string | null): code is ChannelError => CHANNEL_ERRORS.includes(code as ChannelError);

/** One imported calendar's state: its last read (or why it failed), an empty feed waiting for staff, the nights it blocks. */
export function ChannelStatus({ hutId, channel }: { hutId: number; channel: StaffChannel }) {
  const { t, i18n } = useTranslation();
  const [confirmEmpty, confirming] = useConfirmEmptyChannelMutation();
  const when = (at: string) => formatDate(at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const day = (date: string) => formatDate(date, i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });
  const count = (value: number) => formatNumber(value, i18n.language);
  const sync = channel.last_sync;
  const confirm = async () => {
    const result = await confirmEmpty({ hutId, channelId: channel.id });
    if ('data' in result) notify('success', t('dashboard.channels.confirmedEmpty'));
  };

  return (
    <>
      {!sync ? (
        <Line>{t('dashboard.channels.neverSynced')}</Line>
      ) : sync.outcome === 'failed' ? (
        <Failed role="status">
          {t('dashboard.channels.lastFailed', {
            date: when(sync.at),
            reason: isKnown(sync.error)
              ? t(REASONS[sync.error], { status: sync.error_detail ?? '' })
              : t('dashboard.channels.reason.network'),
          })}
          {channel.last_success_at ? ` ${t('dashboard.channels.lastGood', { date: when(channel.last_success_at) })}` : ''}
        </Failed>
      ) : (
        <Line>
          {t('dashboard.channels.lastOk', {
            date: when(sync.at),
            events: t('dashboard.channels.events', { count: sync.event_count ?? 0, formatted: count(sync.event_count ?? 0) }),
          })}
        </Line>
      )}
      {channel.empty_pending ? (
        <Pending role="status">
          <span>{t('dashboard.channels.emptyHeld')}</span>
          <Button
            type="button"
            $variant="secondary"
            disabled={confirming.isLoading}
            aria-label={t('dashboard.channels.confirmEmptyLabel', { name: channel.name })}
            onClick={() => void confirm()}
          >
            {t('dashboard.channels.confirmEmpty')}
          </Button>
        </Pending>
      ) : null}
      {channel.blocks.length > 0 ? (
        <Line>
          {t('dashboard.channels.blockedNights')}{' '}
          {channel.blocks
            .slice(0, SHOWN_SPANS)
            .map((span) =>
              span.date_from === span.date_to
                ? day(span.date_from)
                : t('dashboard.channels.span', { from: day(span.date_from), to: day(span.date_to) }),
            )
            .join(t('dashboard.channels.spanSeparator'))}
          {channel.blocks.length > SHOWN_SPANS
            ? ` ${t('dashboard.channels.moreSpans', { formatted: count(channel.blocks.length - SHOWN_SPANS) })}`
            : ''}
        </Line>
      ) : sync && sync.outcome === 'ok' ? (
        <Line>{t('dashboard.channels.nothingBlocked')}</Line>
      ) : null}
    </>
  );
}

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Failed = styled(Line)`
  color: ${({ theme }) => theme.colors.danger};
`;

const Pending = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.coral};
  background: ${({ theme }) => theme.colors.sand};
  span {
    flex: 1 1 16rem;
  }
`;
