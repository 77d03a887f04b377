import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '../../../../shared/staffRoles';
import { Button } from '../../../ui/Button';
import { formatDate } from '../../../ui/format';
import { FormAlert, Select } from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { detailOf, fieldErrors } from '../components/formErrors';
import { SaveButton } from '../components/SaveButton';
import { Form, Row } from './formParts';
import { PersonFields } from './PersonFields';
import { useStaffRoleOptions } from './labels';
import { useInviteStaffMutation } from './usersApi';

/** Invite a staff member by e-mail with their role: they set their own password from the link (48 hours). */
export function InviteStaffForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState({ email: '', full_name: '', staff_role: 'front_desk' as StaffRole, language: 'ar' as 'en' | 'ar' });
  const [invite, state] = useInviteStaffMutation();
  const roleOptions = useStaffRoleOptions();
  const errors = fieldErrors(state.error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await invite(values);
    if ('data' in result && result.data) {
      notify(
        'success',
        t('dashboard.users.invited', {
          email: `\u2068${values.email}\u2069`,
          until: formatDate(result.data.expires_at, i18n.language, { day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }),
        }),
      );
      onDone();
    }
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={t('dashboard.users.inviteStaff')}>
      <FormAlert messages={detailOf(state.error)} />
      <PersonFields values={values} set={(changes) => setValues({ ...values, ...changes })} errors={errors} />
      <Select
        label={t('dashboard.users.staffRole')}
        value={values.staff_role}
        onChange={(event) => setValues({ ...values, staff_role: event.target.value as StaffRole })}
        error={errors.staff_role}
        options={roleOptions}
      />
      <Select
        label={t('dashboard.users.language')}
        value={values.language}
        onChange={(event) => setValues({ ...values, language: event.target.value as 'en' | 'ar' })}
        error={errors.language}
        options={[
          { value: 'ar', label: t('language.ar') },
          { value: 'en', label: t('language.en') },
        ]}
      />
      <p>{t('dashboard.users.inviteHint')}</p>
      <Row>
        <Button type="button" $variant="ghost" onClick={onDone}>
          {t('dashboard.common.cancel')}
        </Button>
        <SaveButton busy={state.isLoading}>{t('dashboard.users.sendInvitation')}</SaveButton>
      </Row>
    </Form>
  );
}
