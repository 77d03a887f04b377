// The page a staff invitation's link opens (issue 23 §5): who it is for and their role, then their own password.
// A used or expired link says so and points to a manager; after the password, sign-in (and, for a manager or
// finance, the authenticator app's set-up inside it).
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Bdi } from '../../../ui/Bdi';
import { Button } from '../../../ui/Button';
import { FormAlert, NewPasswordFields, newPasswordChecks, useForm } from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { Skeleton } from '../../../ui/Skeleton';
import { useStaffRoleLabel } from '../../../ui/staffRoleLabels';
import { useAcceptStaffInvitationMutation, useStaffInvitationQuery } from '../accountApi';
import { toFailure } from '../authErrors';
import { AuthPage, Form, Links } from '../components/AuthPage';
import { fieldError } from '../components/failureText';

export default function JoinStaffScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useStaffInvitationQuery(token);
  const [accept, accepting] = useAcceptStaffInvitationMutation();
  const roleLabel = useStaffRoleLabel();
  const failure = accepting.error ? toFailure(accepting.error) : null;
  const { values, set, errors, formRef, handleSubmit } = useForm({ password: '', confirm: '' }, newPasswordChecks);

  const onSubmit = handleSubmit(async () => {
    const result = await accept({ token, password: values.password, confirm_password: values.confirm });
    if ('data' in result && result.data) {
      notify('success', result.data.message);
      navigate('/account/login', { replace: true });
    }
  });

  if (invitation.isLoading)
    return (
      <AuthPage title={t('account.join.title')}>
        <Skeleton $height="200px" />
      </AuthPage>
    );
  if (!invitation.data) {
    const detail = (invitation.error as { data?: { detail?: string } } | undefined)?.data?.detail;
    return (
      <AuthPage title={t('account.join.goneTitle')}>
        <FormAlert messages={detail ?? t('account.join.gone')} />
        <Links>
          <Link to="/account/login">{t('account.join.toLogin')}</Link>
        </Links>
      </AuthPage>
    );
  }
  const { email, full_name: name, staff_role: role } = invitation.data;
  const gone = failure && !failure.fields.password && !failure.fields.confirm_password;

  return (
    <AuthPage
      title={t('account.join.title')}
      lead={
        <>
          {t('account.join.lead', { name, role: roleLabel(role) })} <Bdi>{email}</Bdi>
        </>
      }
    >
      <FormAlert messages={gone ? [...Object.values(failure.fields).flat(), ...(failure.message ? [failure.message] : [])] : undefined} />
      <Form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={accepting.isLoading || undefined}>
        <NewPasswordFields
          password={values.password}
          confirm={values.confirm}
          onPasswordChange={set('password')}
          onConfirmChange={set('confirm')}
          passwordError={fieldError(t, errors.password, failure, 'password')}
          confirmError={fieldError(t, errors.confirm, failure, 'confirm_password')}
        />
        <Button type="submit" $block $size="lg" disabled={accepting.isLoading}>
          {t('account.join.submit')}
        </Button>
      </Form>
    </AuthPage>
  );
}
