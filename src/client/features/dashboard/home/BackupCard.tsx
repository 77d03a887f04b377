import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, formatNumber } from '../../../ui/format';
import { useGetBackupStatusQuery } from './backupApi';

/** The home's small card: when the last scheduled backup succeeded, and a warning when it is older than expected. */
export function BackupCard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const status = useGetBackupStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const when = (value: string) => formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short' });
  const size = (bytes: number) =>
    bytes >= 1_000_000
      ? formatNumber(bytes / 1_000_000, lang, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : formatNumber(Math.max(bytes / 1000, 0.1), lang, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
  const data = status.data;
  if (!data) return null;
  const last = data.last_success;
  const failedSince = data.last_run && data.last_run.status === 'failed' ? data.last_run : null;

  return (
    <Card aria-labelledby="backup-card" $late={data.stale}>
      <h2 id="backup-card">{t('dashboard.backup.title')}</h2>
      {!data.enabled ? (
        <p>
          <Trans i18nKey="dashboard.backup.off" components={{ v: <bdi dir="ltr" /> }} />
        </p>
      ) : (
        <>
          <p className="main">
            {last ? t('dashboard.backup.last', { date: when(last.finished_at), size: size(last.bytes) }) : t('dashboard.backup.none')}
          </p>
          <p>
            {t('dashboard.backup.schedule', {
              count: data.every_hours,
              hours: formatNumber(data.every_hours, lang),
              keep: formatNumber(data.keep, lang),
            })}
          </p>
          {failedSince ? <p>{t('dashboard.backup.lastFailed', { date: when(failedSince.started_at) })}</p> : null}
          {data.stale ? (
            <p className="late" role="status">
              {t('dashboard.backup.late', { count: data.stale_after_hours, hours: formatNumber(data.stale_after_hours, lang) })}{' '}
              <Link to="/dashboard/alerts">{t('dashboard.backup.seeAlerts')}</Link>
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}

const Card = styled.section<{ $late: boolean }>`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $late }) => ($late ? theme.colors.danger : theme.colors.line)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.deepSea};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: ${({ theme }) => theme.space(1, 0, 0)};
    color: ${({ theme }) => theme.colors.muted};
  }
  p.main {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p.late {
    color: ${({ theme }) => theme.colors.danger};
  }
  a {
    color: ${({ theme }) => theme.colors.lagoonDark};
  }
`;
