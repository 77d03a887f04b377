import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SCAN_ACTIONS, SCAN_RESULTS, type ScanLogEntry } from '../../../../shared/schemas/dashboard/frontDesk';
import { formatDate } from '../../../ui/format';
import { Select } from '../../../ui/form';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { type Column } from '../components/DataTable';
import { DayRangeFilters, LogTable } from '../components/LogList';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { listQuery, useListParams } from '../components/useListParams';
import { useGetScanLogQuery } from './checkinApi';
import { useScanLabels } from './scanLabels';

const FILTERS = ['result', 'action', 'staff', 'from', 'to'] as const;

/** A browser's user agent said briefly (browser on system); a device name the gate gave is shown as it is. */
export function deviceName(device: string): string {
  if (!device.startsWith('Mozilla/')) return device;
  const system = /iPhone|iPad/.test(device)
    ? 'iOS'
    : /Android/.test(device)
      ? 'Android'
      : /Windows/.test(device)
        ? 'Windows'
        : /Mac OS X/.test(device)
          ? 'macOS'
          : /Linux/.test(device)
            ? 'Linux'
            : '';
  const browser = /Edg\//.test(device)
    ? 'Edge'
    : /Firefox\//.test(device)
      ? 'Firefox'
      : /(Chrome|HeadlessChrome|CriOS)\//.test(device)
        ? 'Chrome'
        : /Safari\//.test(device)
          ? 'Safari'
          : '';
  return [browser, system].filter(Boolean).join(' · ') || device.slice(0, 40);
}

/** Every scan at the gate and the desk (verify, check-in, check-out, redemption), accepted or refused: when, who, device, result. */
export default function ScanLogScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.nav.scanLog'));
  const { params, update, hrefFor } = useListParams(FILTERS);
  const log = useGetScanLogQuery(listQuery(params));
  const labels = useScanLabels();
  const all = { value: '', label: t('dashboard.common.all') };

  const columns: Column<ScanLogEntry>[] = [
    {
      id: 'at',
      header: t('dashboard.frontDesk.when'),
      cell: (row) => formatDate(row.at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      id: 'action',
      header: t('dashboard.frontDesk.action'),
      cell: (row) => (
        <>
          {labels.action(row.action)}
          <Muted>{labels.via(row.via)}</Muted>
        </>
      ),
    },
    {
      id: 'result',
      header: t('dashboard.frontDesk.result'),
      cell: (row) => (
        <Result $ok={row.result === 'ok'}>
          <strong>{labels.result(row.result)}</strong>
          {row.reason ? <span>{labels.reason(row.reason)}</span> : null}
        </Result>
      ),
    },
    {
      id: 'booking',
      header: t('dashboard.frontDesk.booking'),
      cell: (row) =>
        row.booking ? (
          <>
            <Link to={`/dashboard/bookings/${row.booking.id}`}>
              <bdi dir="ltr">{row.booking.code}</bdi>
            </Link>
            <Muted>{row.booking.guest}</Muted>
          </>
        ) : (
          '—'
        ),
    },
    { id: 'staff', header: t('dashboard.frontDesk.staff'), cell: (row) => row.staff?.name ?? t('dashboard.audit.removedUser') },
    {
      id: 'device',
      header: t('dashboard.frontDesk.device'),
      wide: true,
      cell: (row) =>
        row.device ? (
          <bdi dir="ltr" title={row.device}>
            {deviceName(row.device)}
          </bdi>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <ScreenHeader title={t('dashboard.nav.scanLog')} text={t('dashboard.frontDesk.scanLogIntro')} />
      <FilterBar role="search">
        <Select
          label={t('dashboard.frontDesk.result')}
          value={params.filters.result ?? ''}
          onChange={(event) => update({ result: event.target.value })}
          options={[all, ...SCAN_RESULTS.map((result) => ({ value: result, label: labels.result(result) }))]}
        />
        <Select
          label={t('dashboard.frontDesk.action')}
          value={params.filters.action ?? ''}
          onChange={(event) => update({ action: event.target.value })}
          options={[all, ...SCAN_ACTIONS.map((action) => ({ value: action, label: labels.action(action) }))]}
        />
        <Select
          label={t('dashboard.frontDesk.staff')}
          value={params.filters.staff ?? ''}
          onChange={(event) => update({ staff: event.target.value })}
          options={[all, ...(log.data?.staff ?? []).map((person) => ({ value: String(person.id), label: person.name }))]}
        />
        <DayRangeFilters params={params} update={update} />
      </FilterBar>
      <LogTable caption={t('dashboard.nav.scanLog')} columns={columns} log={log} hrefFor={hrefFor} />
    </>
  );
}

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Result = styled.span<{ $ok: boolean }>`
  display: grid;
  strong {
    color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
