import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SupplierApplication } from '../../../../shared/schemas/dashboard/suppliers';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { formatDate } from '../../../ui/format';
import { FormAlert, Select, TextArea } from '../../../ui/form';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { detailOf, fieldErrors, isStale } from '../components/formErrors';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { StaleNotice } from '../components/StaleNotice';
import { listQuery, useListParams } from '../components/useListParams';
import { useSupplierStatusLabel } from '../users/labels';
import { useDecideSupplierMutation, useGetSupplierApplicationsQuery } from '../users/usersApi';

/** The queue of supplier applications: what each wrote at registration; approve, or reject with a reason. */
export default function SuppliersScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.nav.suppliers'));
  const { params, update, hrefFor } = useListParams(['status']);
  const list = useGetSupplierApplicationsQuery(listQuery(params));
  const [decide, state] = useDecideSupplierMutation();
  const [rejecting, setRejecting] = useState<SupplierApplication | null>(null);
  const [approving, setApproving] = useState<SupplierApplication | null>(null);
  const [reason, setReason] = useState('');
  const statusLabel = useSupplierStatusLabel();
  const errors = fieldErrors(state.error);

  const reject = async () => {
    if (!rejecting) return;
    const result = await decide({ id: rejecting.id, decision: 'reject', reason, version: rejecting.version });
    if ('data' in result) {
      setRejecting(null);
      setReason('');
    }
  };

  const approve = async () => {
    if (!approving) return;
    const result = await decide({ id: approving.id, decision: 'approve', version: approving.version });
    if ('data' in result) setApproving(null);
  };
  const nameOf = (supplier: SupplierApplication) => supplier.company_name || supplier.full_name;

  return (
    <>
      <ScreenHeader title={t('dashboard.nav.suppliers')} text={t('dashboard.suppliers.intro')} />
      <FilterBar>
        <Select
          label={t('dashboard.suppliers.status')}
          value={params.filters.status ?? 'pending'}
          onChange={(event) => update({ status: event.target.value === 'pending' ? '' : event.target.value })}
          options={(['pending', 'approved', 'rejected'] as const).map((status) => ({ value: status, label: statusLabel(status) }))}
        />
      </FilterBar>
      {isStale(state.error) ? (
        <StaleNotice
          onReload={() => {
            state.reset();
            void list.refetch();
          }}
        />
      ) : null}
      {!rejecting && !approving ? <FormAlert messages={detailOf(state.error)} /> : null}
      {list.isError ? <ErrorState onRetry={list.refetch} /> : null}
      {!list.data && !list.isError ? <Skeleton $height="160px" /> : null}
      {list.data?.results.length === 0 ? <EmptyState title={t('dashboard.suppliers.empty')} /> : null}
      <Cards>
        {list.data?.results.map((supplier) => (
          <Card key={supplier.id} aria-labelledby={`supplier-${supplier.id}`}>
            <h2 id={`supplier-${supplier.id}`}>{supplier.company_name || supplier.full_name}</h2>
            <Meta>
              <span>{supplier.full_name}</span>
              <bdi dir="ltr">{supplier.email}</bdi>
              {supplier.phone ? <bdi dir="ltr">{supplier.phone}</bdi> : null}
              <span>{formatDate(supplier.created_at, i18n.language)}</span>
              <span>{statusLabel(supplier.supplier_status)}</span>
            </Meta>
            <h3>{t('dashboard.suppliers.brief')}</h3>
            <Brief dir="auto">{supplier.breif || t('dashboard.suppliers.noBrief')}</Brief>
            {supplier.rejection_reason ? (
              <p>
                <strong>{t('dashboard.suppliers.reason')}:</strong> {supplier.rejection_reason}
              </p>
            ) : null}
            <Actions>
              {supplier.supplier_status !== 'approved' ? (
                <Button
                  type="button"
                  disabled={state.isLoading}
                  onClick={() => {
                    state.reset();
                    setApproving(supplier);
                  }}
                  aria-label={t('dashboard.suppliers.approveNamed', { name: supplier.company_name || supplier.full_name })}
                >
                  {t('dashboard.suppliers.approve')}
                </Button>
              ) : null}
              {supplier.supplier_status !== 'rejected' ? (
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => {
                    state.reset();
                    setRejecting(supplier);
                  }}
                  aria-label={t('dashboard.suppliers.rejectNamed', { name: supplier.company_name || supplier.full_name })}
                >
                  {t('dashboard.suppliers.reject')}
                </Button>
              ) : null}
            </Actions>
          </Card>
        ))}
      </Cards>
      {list.data ? <Pagination page={list.data.page} pages={list.data.pages} hrefFor={hrefFor} /> : null}
      {approving ? (
        <ConfirmDialog
          title={t('dashboard.suppliers.approveTitle', { name: nameOf(approving) })}
          confirmLabel={t('dashboard.suppliers.approve')}
          busy={state.isLoading}
          onCancel={() => setApproving(null)}
          onConfirm={() => void approve()}
        >
          <p>{t('dashboard.suppliers.approveEffects', { name: nameOf(approving) })}</p>
          <FormAlert messages={detailOf(state.error)} />
        </ConfirmDialog>
      ) : null}
      {rejecting ? (
        <ConfirmDialog
          title={t('dashboard.suppliers.rejectTitle', { name: rejecting.company_name || rejecting.full_name })}
          confirmLabel={t('dashboard.suppliers.reject')}
          danger
          busy={state.isLoading}
          onCancel={() => setRejecting(null)}
          onConfirm={() => void reject()}
        >
          <TextArea
            label={t('dashboard.suppliers.reason')}
            hint={t('dashboard.suppliers.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={errors.reason}
            rows={4}
          />
        </ConfirmDialog>
      ) : null}
    </>
  );
}

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Card = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    margin: ${({ theme }) => theme.space(3, 0, 1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1, 4)};
  margin: ${({ theme }) => theme.space(1, 0, 0)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Brief = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
