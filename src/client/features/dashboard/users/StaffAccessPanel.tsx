// On one account's screen: the manager's staff-access actions (role, invitation, the authenticator app) and the
// corrections every account may need (name, phone, national ID) and a password reset, as the original back office had.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StaffUserDetail } from '../../../../shared/schemas/dashboard/users';
import type { StaffRole } from '../../../../shared/staffRoles';
import { Button } from '../../../ui/Button';
import { FormAlert, Select } from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { detailOf, fieldErrors, type MutationError } from '../components/formErrors';
import { SaveButton } from '../components/SaveButton';
import { Form, Row } from './formParts';
import { PersonFields } from './PersonFields';
import { useStaffRoleOptions } from './labels';
import {
  useEditUserMutation,
  useReinviteStaffMutation,
  useResetTwoFactorMutation,
  useSendPasswordResetMutation,
  useSetStaffRoleMutation,
} from './usersApi';

export function StaffAccessPanel({ user }: { user: StaffUserDetail }) {
  const { t } = useTranslation();
  const roleOptions = useStaffRoleOptions();
  const [staffRole, setStaffRole] = useState<StaffRole>(user.staff_role ?? 'manager');
  const [setRole, roleState] = useSetStaffRoleMutation();
  const [reinvite, reinviteState] = useReinviteStaffMutation();
  const [resetTwoFactor, twoFactorState] = useResetTwoFactorMutation();
  const [sendReset, resetState] = useSendPasswordResetMutation();
  const [editing, setEditing] = useState(false);
  const errors: MutationError[] = [roleState.error, reinviteState.error, twoFactorState.error, resetState.error];
  const done = (message: string) => (result: { data?: unknown }) => 'data' in result && notify('success', message);

  const saveRole = (event: FormEvent) => {
    event.preventDefault();
    void setRole({ id: user.id, staff_role: staffRole, version: user.version }).then(done(t('dashboard.users.roleSaved')));
  };

  return (
    <Panel aria-label={t('dashboard.users.accessTitle')}>
      <h2>{t('dashboard.users.accessTitle')}</h2>
      {errors.map((error, index) => (
        <FormAlert key={index} messages={detailOf(error)} />
      ))}
      {user.role === 'admin' ? (
        <RoleForm onSubmit={saveRole}>
          <Select
            label={t('dashboard.users.staffRole')}
            value={staffRole}
            onChange={(event) => setStaffRole(event.target.value as StaffRole)}
            options={roleOptions}
          />
          <SaveButton busy={roleState.isLoading} disabled={staffRole === user.staff_role}>
            {t('dashboard.users.saveRole')}
          </SaveButton>
        </RoleForm>
      ) : null}
      <Actions>
        {user.invitation_pending ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={reinviteState.isLoading}
            onClick={() => void reinvite(user.id).then(done(t('dashboard.users.reinvited')))}
          >
            {t('dashboard.users.reinvite')}
          </Button>
        ) : null}
        {user.two_factor ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={twoFactorState.isLoading}
            onClick={() => void resetTwoFactor(user.id).then(done(t('dashboard.users.twoFactorCleared')))}
          >
            {t('dashboard.users.resetTwoFactor')}
          </Button>
        ) : null}
        {user.is_active && !user.invitation_pending ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={resetState.isLoading}
            onClick={() => void sendReset(user.id).then(done(t('dashboard.users.resetSent')))}
          >
            {t('dashboard.users.sendReset')}
          </Button>
        ) : null}
        <Button type="button" $variant="secondary" onClick={() => setEditing(true)} disabled={editing}>
          {t('dashboard.users.edit')}
        </Button>
      </Actions>
      {editing ? <EditUserForm user={user} onDone={() => setEditing(false)} /> : null}
    </Panel>
  );
}

function EditUserForm({ user, onDone }: { user: StaffUserDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ full_name: user.full_name, phone: user.phone, id_num: user.id_num ?? '' });
  const [edit, state] = useEditUserMutation();
  const errors = fieldErrors(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await edit({ id: user.id, ...values, version: user.version });
    if ('data' in result) onDone();
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={t('dashboard.users.edit')}>
      <FormAlert messages={detailOf(state.error)} />
      <PersonFields values={values} set={(changes) => setValues({ ...values, ...changes })} errors={errors} />
      <Row>
        <Button type="button" $variant="ghost" onClick={onDone}>
          {t('dashboard.common.cancel')}
        </Button>
        <SaveButton busy={state.isLoading}>{t('dashboard.common.save')}</SaveButton>
      </Row>
    </Form>
  );
}

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const RoleForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 560px;
  > :first-child {
    flex: 1 1 220px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
