import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StaffAlert } from '../../../../shared/schemas/dashboard/alerts';
import { Button } from '../../../ui/Button';
import { formatDate, formatPrice } from '../../../ui/format';
import { FormAlert, Select } from '../../../ui/form';
import { Pagination } from '../../../ui/Pagination';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DataTable, type Column } from '../components/DataTable';
import { detailOf } from '../components/formErrors';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { useListParams } from '../components/useListParams';
import { useAcknowledgeAlertMutation, useGetStaffAlertsQuery, type AlertStatus } from './alertsApi';

const FILTERS = ['status'] as const;
const ltr = <bdi dir="ltr" />;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** ZATCA's errors as one line: "BR-KSA-01 message; …" (ZATCA words them in English). */
function zatcaErrors(details: Record<string, unknown>): string {
  const errors = Array.isArray(details.errors) ? (details.errors as { code?: unknown; message?: unknown }[]) : [];
  return errors
    .map((error) => `${text(error.code)} ${text(error.message)}`.trim())
    .filter(Boolean)
    .join('; ');
}

/** One sentence per kind, in the reader's language, with the booking it concerns linked. */
function AlertSentence({ alert }: { alert: StaffAlert }) {
  const { t, i18n } = useTranslation();
  const code = alert.booking_code ?? '';
  if (alert.kind === 'zatca_rejected') {
    return (
      <Trans
        i18nKey="dashboard.alerts.zatcaRejected"
        values={{ number: alert.document_number ?? String(alert.subject_id), errors: zatcaErrors(alert.details) || '—' }}
        components={{ num: ltr, err: <bdi dir="ltr" /> }}
      />
    );
  }
  if (alert.kind === 'refund_failed') {
    const amount = text(alert.details.amount);
    return (
      <Trans
        i18nKey="dashboard.alerts.refundFailed"
        values={{
          amount: amount ? formatPrice(amount, i18n.language, 'SAR') : '—',
          code: code || String(alert.details.booking_id ?? ''),
          error: text(alert.details.error) || '—',
        }}
        components={{ code: ltr, err: <bdi dir="auto" /> }}
      />
    );
  }
  if (alert.kind === 'backup_failed') {
    return (
      <Trans
        i18nKey="dashboard.alerts.backupFailed"
        values={{ error: text(alert.details.error) || '—' }}
        components={{ err: <bdi dir="auto" />, v: ltr }}
      />
    );
  }
  if (alert.kind === 'backup_stale') {
    const since = text(alert.details.last_success_at);
    return since ? (
      <Trans
        i18nKey="dashboard.alerts.backupStale"
        values={{ date: formatDate(since, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) }}
      />
    ) : (
      <Trans i18nKey="dashboard.alerts.backupStaleNever" components={{ v: ltr }} />
    );
  }
  if (alert.kind === 'channel_conflict') {
    const day = (value: unknown) =>
      text(value) ? formatDate(text(value), i18n.language, { day: 'numeric', month: 'short', year: 'numeric' }) : '—';
    const span = (from: unknown, to: unknown) => t('dashboard.channels.span', { from: day(from), to: day(to) });
    return (
      <Trans
        i18nKey="dashboard.alerts.channelConflict"
        values={{
          channel: text(alert.details.channel_name) || '—',
          blocked: span(alert.details.block_from, alert.details.block_to),
          code: code || String(alert.details.booking_id ?? ''),
          stay: span(alert.details.stay_from, alert.details.stay_to),
        }}
        components={{ b: <bdi dir="auto" />, code: ltr }}
      />
    );
  }
  return <bdi dir="auto">{alert.message}</bdi>;
}

/** What needs someone's attention (a tax document ZATCA rejected, a refund that failed for good, a backup that failed or is late), and acknowledging it. */
export default function AlertsScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.nav.alerts'));
  const { params, update, hrefFor } = useListParams(FILTERS);
  const status: AlertStatus = params.filters.status === 'acknowledged' ? 'acknowledged' : 'open';
  const alerts = useGetStaffAlertsQuery({ status, page: params.page });
  const [acknowledge, acknowledgeState] = useAcknowledgeAlertMutation();
  const when = (value: string) => formatDate(value, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const columns: Column<StaffAlert>[] = [
    {
      id: 'alert',
      header: t('dashboard.alerts.what'),
      cell: (alert) => (
        <What>
          <span>
            <AlertSentence alert={alert} />
          </span>
          {alert.booking_id !== null ? (
            <Link to={`/dashboard/bookings/${alert.booking_id}`}>
              <Trans i18nKey="dashboard.alerts.openBooking" values={{ code: alert.booking_code ?? '' }} components={{ code: ltr }} />
            </Link>
          ) : null}
        </What>
      ),
    },
    { id: 'created_at', header: t('dashboard.alerts.raised'), cell: (alert) => when(alert.created_at) },
    {
      id: 'action',
      header: t('dashboard.alerts.action'),
      cell: (alert) =>
        alert.acknowledged_at === null ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={acknowledgeState.isLoading && acknowledgeState.originalArgs === alert.id}
            onClick={() => void acknowledge(alert.id)}
          >
            {t('dashboard.alerts.acknowledge')}
          </Button>
        ) : (
          t('dashboard.alerts.acknowledgedAt', { date: when(alert.acknowledged_at) })
        ),
    },
  ];

  return (
    <>
      <ScreenHeader title={t('dashboard.nav.alerts')} text={t('dashboard.alerts.intro')} />
      <FilterBar role="search">
        <Select
          label={t('dashboard.common.status')}
          value={status}
          onChange={(event) => update({ status: event.target.value === 'open' ? null : event.target.value })}
          options={[
            { value: 'open', label: t('dashboard.alerts.statusOpen') },
            { value: 'acknowledged', label: t('dashboard.alerts.statusAcknowledged') },
          ]}
        />
      </FilterBar>
      {acknowledgeState.isError ? <FormAlert messages={detailOf(acknowledgeState.error)} /> : null}
      <DataTable
        caption={t('dashboard.nav.alerts')}
        columns={columns}
        rows={alerts.data?.results}
        rowKey={(alert) => alert.id}
        isLoading={alerts.isFetching && !alerts.data}
        isError={alerts.isError}
        onRetry={alerts.refetch}
        empty={status === 'open' ? t('dashboard.alerts.emptyOpen') : t('dashboard.alerts.emptyAcknowledged')}
      />
      {alerts.data ? <Pagination page={alerts.data.page} pages={alerts.data.pages} hrefFor={hrefFor} /> : null}
    </>
  );
}

const What = styled.span`
  display: grid;
  gap: 4px;
  max-width: 60ch;
  overflow-wrap: anywhere;
`;
