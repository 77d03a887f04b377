// Contact support: to the resort itself (the default) or to one of its suppliers. No account is needed: a
// visitor gives an e-mail address to be answered at; the server limits messages per address and network.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { retryAfterOf, serverFields } from '../../../api/serverErrors';
import { Button } from '../../../ui/Button';
import {
  ATTACHMENT_TYPES,
  EmailField,
  FileField,
  FormAlert,
  Select,
  TextArea,
  TextField,
  email as emailCheck,
  required,
  useFileChoice,
  useForm,
} from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { FormPage, FormPageTitle, Grid, Panel as Card } from '../../../ui/Panel';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useSortByName } from '../../../ui/sortByName';
import { useLocalized } from '../../../ui/useLocalized';
import { WaitTimer } from '../../../ui/WaitTimer';
import { selectEmail, selectFullName, selectToken } from '../../auth/authSlice';
import { SUPPORT_LIMITS } from '../../../../shared/schemas/support';
import { useCreateSupportMutation, useSupplierDropdownQuery } from '../supportApi';

const RESORT = '';

export default function ContactScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('support.title'));
  const sessionName = useSelector(selectFullName) ?? '';
  const sessionEmail = useSelector(selectEmail) ?? '';
  const signedIn = Boolean(useSelector(selectToken));
  const { pick } = useLocalized();
  const { data: unsortedSuppliers = [] } = useSupplierDropdownQuery();
  // Guests know a supplier by its company (the person's name only when no company was given): sorted by that.
  const supplierLabel = (supplier: (typeof unsortedSuppliers)[number]) => pick(supplier, 'company_name') || supplier.full_name;
  const suppliers = useSortByName()(unsortedSuppliers, supplierLabel);
  const [create, { isLoading, error }] = useCreateSupportMutation();
  const initial = { fullName: sessionName, email: sessionEmail, content: '', receiver: RESORT };
  const { values, setValues, set, errors, formRef, focusInvalid, handleSubmit } = useForm(initial, (current) => ({
    fullName: required(current.fullName),
    email: emailCheck(current.email),
    content: required(current.content),
  }));
  const attachment = useFileChoice(ATTACHMENT_TYPES);
  const fields = serverFields(error);
  const limited = (error as { status?: unknown } | undefined)?.status === 429;
  // When the wait ends, fixed when the refusal arrives (the timer counts down to it).
  const retryAt = useMemo(() => {
    const seconds = retryAfterOf(error);
    return seconds === undefined ? undefined : Date.now() + seconds * 1000;
  }, [error]);

  const onSubmit = handleSubmit(async () => {
    const body = new FormData();
    body.append('full_name', values.fullName.trim());
    body.append('email', values.email.trim());
    body.append('content', values.content.trim());
    if (values.receiver !== RESORT) body.append('operation', values.receiver);
    body.append('is_admin', String(values.receiver === RESORT));
    if (attachment.file) body.append('attachment', attachment.file);
    try {
      await create(body).unwrap();
      notify('success', t('support.sent'));
      // The sender stays filled in (a visitor without an account typed it): only the message is cleared.
      setValues((old) => ({ ...old, content: '', receiver: RESORT }));
      attachment.clear();
    } catch {
      focusInvalid();
    }
  });

  const nonField = limited
    ? [t('support.tooMany')]
    : (fields.non_field_errors ?? (error && !Object.keys(fields).length ? [t('errors.generic')] : []));
  return (
    <FormPage>
      <FormPageTitle tabIndex={-1}>{t('support.title')}</FormPageTitle>
      <Lead>{t('support.lead')}</Lead>
      {signedIn ? null : <Lead>{t('support.noAccount')}</Lead>}
      <Card as="form" ref={formRef} noValidate onSubmit={onSubmit} aria-busy={isLoading || undefined}>
        <FormAlert messages={nonField} extra={limited && retryAt !== undefined ? <WaitTimer until={retryAt} /> : undefined} />
        <Grid>
          <TextField
            label={t('account.fields.fullName')}
            autoComplete="name"
            value={values.fullName}
            onChange={set('fullName')}
            error={errors.fullName ? t(errors.fullName) : fields.full_name}
          />
          <EmailField
            label={t('account.fields.email')}
            hint={signedIn ? undefined : t('support.emailHint')}
            value={values.email}
            onChange={set('email')}
            error={errors.email ? t(errors.email) : fields.email}
          />
        </Grid>
        <Select
          label={t('support.receiver')}
          value={values.receiver}
          onChange={set('receiver')}
          error={fields.operation}
          options={[
            { value: RESORT, label: t('support.resort') },
            // Guests know a supplier by its company (the person's name only when no company was given).
            ...suppliers.map((supplier) => ({ value: String(supplier.id), label: supplierLabel(supplier) })),
          ]}
        />
        <TextArea
          label={t('support.message')}
          rows={6}
          maxLength={SUPPORT_LIMITS.content}
          value={values.content}
          onChange={set('content')}
          error={errors.content ? t(errors.content) : fields.content}
        />
        <FileField
          key={attachment.inputKey}
          label={t('support.attachment')}
          accept={ATTACHMENT_TYPES.join(',')}
          chooseLabel={t('support.choose')}
          noFileLabel={t('support.noFile')}
          fileName={attachment.file?.name}
          hint={t('support.attachmentHint')}
          error={attachment.problem ? attachment.problemKeys.map((key) => t(key)) : fields.attachment}
          onFile={attachment.choose}
        />
        <div>
          <Button type="submit" $size="lg" disabled={isLoading}>
            {isLoading ? t('support.sending') : t('support.send')}
          </Button>
        </div>
      </Card>
    </FormPage>
  );
}

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;
