import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AUDIT_AREAS, type AuditEntry } from '../../../../shared/schemas/dashboard/audit';
import { formatDate } from '../../../ui/format';
import { Select } from '../../../ui/form';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { type Column } from '../components/DataTable';
import { DayRangeFilters, LogTable } from '../components/LogList';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { listQuery, useListParams } from '../components/useListParams';
import { NAV_ENTRIES } from '../nav';
import { useGetAuditActorsQuery, useGetAuditLogQuery } from './auditApi';
import { useActionLabel } from './actionLabels';
import { useAuditSubject } from './subjectLabels';

const FILTERS = ['actor', 'area', 'from', 'to'] as const;

/** Who changed what and when, with the values before and after; filter by user, area and days. */
export default function AuditScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.nav.audit'));
  const { params, update, hrefFor } = useListParams(FILTERS);
  const log = useGetAuditLogQuery(listQuery(params));
  const actors = useGetAuditActorsQuery();
  const actionLabel = useActionLabel();
  const subject = useAuditSubject();
  const areaLabel = (area: string) => {
    const entry = NAV_ENTRIES.find((candidate) => candidate.path === area);
    return entry ? t(entry.key) : area;
  };

  const columns: Column<AuditEntry>[] = [
    {
      id: 'created_at',
      header: t('dashboard.audit.when'),
      cell: (row) => formatDate(row.created_at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      id: 'actor',
      header: t('dashboard.audit.who'),
      cell: (row) => row.actor?.full_name || row.actor?.email || t('dashboard.audit.removedUser'),
    },
    { id: 'area', header: t('dashboard.audit.area'), cell: (row) => areaLabel(row.area) },
    {
      id: 'action',
      header: t('dashboard.audit.action'),
      cell: (row) => {
        const { kind, name, to } = subject(row);
        const label = name ? (
          <>
            {kind} <bdi>{name}</bdi>
          </>
        ) : (
          kind
        );
        return (
          <>
            {actionLabel(row.action)}
            <br />
            {to ? <Link to={to}>{label}</Link> : label}
          </>
        );
      },
    },
    {
      id: 'changes',
      header: t('dashboard.audit.changes'),
      wide: true,
      cell: (row) => (
        <details>
          <summary>{t('dashboard.audit.showChanges')}</summary>
          <Diff dir="ltr">
            <span>{t('dashboard.audit.before')}</span>
            <pre>{JSON.stringify(row.before, null, 1) ?? '—'}</pre>
            <span>{t('dashboard.audit.after')}</span>
            <pre>{JSON.stringify(row.after, null, 1) ?? '—'}</pre>
          </Diff>
        </details>
      ),
    },
  ];

  return (
    <>
      <ScreenHeader title={t('dashboard.nav.audit')} text={t('dashboard.audit.intro')} />
      <FilterBar>
        <Select
          label={t('dashboard.audit.who')}
          value={params.filters.actor ?? ''}
          onChange={(event) => update({ actor: event.target.value })}
          options={[
            { value: '', label: t('dashboard.common.all') },
            ...(actors.data ?? []).map((actor) => ({ value: String(actor.id), label: actor.full_name || actor.email })),
          ]}
        />
        <Select
          label={t('dashboard.audit.area')}
          value={params.filters.area ?? ''}
          onChange={(event) => update({ area: event.target.value })}
          options={[
            { value: '', label: t('dashboard.common.all') },
            ...AUDIT_AREAS.map((area) => ({ value: area, label: areaLabel(area) })),
          ]}
        />
        <DayRangeFilters params={params} update={update} />
      </FilterBar>
      <LogTable caption={t('dashboard.nav.audit')} columns={columns} log={log} hrefFor={hrefFor} />
    </>
  );
}

const Diff = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 420px;
  span {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  pre {
    margin: 0;
    max-height: 200px;
    overflow: auto;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.input};
    background: ${({ theme }) => theme.colors.sand};
    font-size: 12px;
    white-space: pre-wrap;
    word-break: break-word;
  }
`;
