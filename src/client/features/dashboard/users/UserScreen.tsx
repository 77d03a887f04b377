import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { formatDate, formatNumber } from '../../../ui/format';
import { FormAlert, TextArea } from '../../../ui/form';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { BackLink, Facts } from '../components/DetailParts';
import { detailOf, isStale } from '../components/formErrors';
import { ScreenHeader } from '../components/ScreenHeader';
import { StaleNotice } from '../components/StaleNotice';
import { useRoleLabel, useStaffRoleLabel, useSupplierStatusLabel } from './labels';
import { StaffAccessPanel } from './StaffAccessPanel';
import { useEraseUserMutation, useGetStaffUserQuery, useSetUserActiveMutation } from './usersApi';

/** One account: profile, number of bookings, and deactivate / reactivate. */
export default function UserScreen() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const user = useGetStaffUserQuery(id);
  const [setActive, state] = useSetUserActiveMutation();
  const [confirming, setConfirming] = useState(false);
  const [erase, erasing] = useEraseUserMutation();
  const [erasingOpen, setErasingOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const roleLabel = useRoleLabel();
  const statusLabel = useSupplierStatusLabel();
  const staffRoleLabel = useStaffRoleLabel();
  useDocumentTitle(user.data?.full_name || t('dashboard.nav.users'));

  if (user.isError) return <ErrorState onRetry={user.refetch} />;
  if (!user.data) return <Skeleton $height="240px" />;
  const data = user.data;
  const rows: [string, string][] = [
    [t('dashboard.users.email'), data.email],
    [t('dashboard.users.phone'), data.phone || '—'],
    [t('dashboard.users.role'), roleLabel(data.role)],
    ...(data.staff_role
      ? ([
          [t('dashboard.users.staffRole'), staffRoleLabel(data.staff_role)],
          [t('dashboard.users.twoFactor'), data.two_factor ? t('dashboard.users.twoFactorOn') : t('dashboard.users.twoFactorOff')],
          ...(data.invitation_pending ? [[t('dashboard.common.status'), t('dashboard.users.invitationPending')]] : []),
        ] as [string, string][])
      : []),
    [t('dashboard.users.idNum'), data.id_num || '—'],
    ...(data.supplier_status ? [[t('dashboard.suppliers.status'), statusLabel(data.supplier_status)] as [string, string]] : []),
    [t('dashboard.common.status'), data.is_active ? t('dashboard.users.active') : t('dashboard.users.inactive')],
    [t('dashboard.users.verified'), data.is_verified ? t('dashboard.common.yes') : t('dashboard.common.no')],
    [t('dashboard.users.bookings'), formatNumber(data.bookings_count, i18n.language)],
    [t('dashboard.users.address'), data.address || '—'],
    ...(data.company_name ? [[t('dashboard.suppliers.company'), data.company_name] as [string, string]] : []),
    [t('dashboard.common.created'), formatDate(data.created_at, i18n.language)],
  ];
  const toggle = () => {
    setConfirming(false);
    void setActive({ id, is_active: !data.is_active, version: data.version });
  };

  const confirmErase = () => {
    if (!reason.trim()) return setReasonMissing(true);
    setErasingOpen(false);
    void erase({ id, reason: reason.trim() });
  };

  return (
    <>
      <BackLink to="/dashboard/users">{t('dashboard.users.back')}</BackLink>
      <ScreenHeader
        title={data.full_name || data.email}
        actions={
          data.erased_at ? undefined : (
            <>
              <Button
                type="button"
                $variant={data.is_active ? 'secondary' : 'primary'}
                onClick={() => setConfirming(true)}
                disabled={state.isLoading}
              >
                {data.is_active ? t('dashboard.users.deactivate') : t('dashboard.users.reactivate')}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setErasingOpen(true)} disabled={erasing.isLoading}>
                {t('dashboard.users.erase')}
              </Button>
            </>
          )
        }
      />
      {isStale(state.error) ? (
        <StaleNotice
          onReload={() => {
            state.reset();
            void user.refetch();
          }}
        />
      ) : (
        <FormAlert messages={detailOf(state.error)} />
      )}
      <FormAlert messages={detailOf(erasing.error)} />
      {data.erased_at ? (
        <FormAlert tone="info" messages={t('dashboard.users.erased', { date: formatDate(data.erased_at, i18n.language) })} />
      ) : null}
      <Facts>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {data.erased_at ? null : <StaffAccessPanel user={data} />}
      {confirming ? (
        <ConfirmDialog
          title={data.is_active ? t('dashboard.users.deactivateTitle') : t('dashboard.users.reactivateTitle')}
          confirmLabel={data.is_active ? t('dashboard.users.deactivate') : t('dashboard.users.reactivate')}
          danger={data.is_active}
          onCancel={() => setConfirming(false)}
          onConfirm={toggle}
        >
          <p>{data.is_active ? t('dashboard.users.deactivateText') : t('dashboard.users.reactivateText')}</p>
        </ConfirmDialog>
      ) : null}
      {erasingOpen ? (
        <ConfirmDialog
          title={t('dashboard.users.eraseTitle')}
          confirmLabel={t('dashboard.users.erase')}
          danger
          onCancel={() => setErasingOpen(false)}
          onConfirm={confirmErase}
        >
          <p>{t('dashboard.users.eraseText')}</p>
          <TextArea
            label={t('dashboard.users.eraseReason')}
            value={reason}
            maxLength={1000}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonMissing(false);
            }}
            error={reasonMissing ? t('validation.required') : undefined}
          />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
