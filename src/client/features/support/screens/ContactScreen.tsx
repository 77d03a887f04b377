// Contact support: to the resort itself (the default) or to one of its suppliers.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { serverFields } from '../../../api/serverErrors';
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
  fileProblem,
  required,
  useForm,
} from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { FormPage, FormPageTitle, Grid, Panel as Card } from '../../../ui/Panel';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useSortByName } from '../../../ui/sortByName';
import { selectEmail, selectFullName } from '../../auth/authSlice';
import { useCreateSupportMutation, useSupplierDropdownQuery } from '../supportApi';

const RESORT = '';

export default function ContactScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('support.title'));
  const sessionName = useSelector(selectFullName) ?? '';
  const sessionEmail = useSelector(selectEmail) ?? '';
  const { data: unsortedSuppliers = [] } = useSupplierDropdownQuery();
  const suppliers = useSortByName()(unsortedSuppliers, (supplier) => supplier.full_name);
  const [create, { isLoading, error }] = useCreateSupportMutation();
  const blank = { fullName: sessionName, email: sessionEmail, content: '', receiver: RESORT };
  const { values, setValues, set, errors, formRef, focusInvalid, handleSubmit } = useForm(blank, (current) => ({
    fullName: required(current.fullName),
    email: emailCheck(current.email),
    content: required(current.content),
  }));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const fields = serverFields(error);

  const onSubmit = handleSubmit(async () => {
    const body = new FormData();
    body.append('full_name', values.fullName.trim());
    body.append('email', values.email.trim());
    body.append('content', values.content.trim());
    if (values.receiver !== RESORT) body.append('operation', values.receiver);
    body.append('is_admin', String(values.receiver === RESORT));
    if (file) body.append('attachment', file);
    try {
      await create(body).unwrap();
      notify('success', t('support.sent'));
      setValues(blank);
      setFile(null);
      setFileKey((key) => key + 1);
    } catch {
      focusInvalid();
    }
  }, !!fileError);

  const nonField = fields.non_field_errors ?? (error && !Object.keys(fields).length ? [t('errors.generic')] : []);
  return (
    <FormPage>
      <FormPageTitle tabIndex={-1}>{t('support.title')}</FormPageTitle>
      <Lead>{t('support.lead')}</Lead>
      <Card as="form" ref={formRef} noValidate onSubmit={onSubmit} aria-busy={isLoading || undefined}>
        <FormAlert messages={nonField} />
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
            ...suppliers.map((supplier) => ({ value: String(supplier.id), label: supplier.full_name })),
          ]}
        />
        <TextArea
          label={t('support.message')}
          rows={6}
          value={values.content}
          onChange={set('content')}
          error={errors.content ? t(errors.content) : fields.content}
        />
        <FileField
          key={fileKey}
          label={t('support.attachment')}
          accept={ATTACHMENT_TYPES.join(',')}
          chooseLabel={t('support.choose')}
          noFileLabel={t('support.noFile')}
          fileName={file?.name}
          hint={t('support.attachmentHint')}
          error={fileError ?? fields.attachment}
          onFile={(chosen) => {
            const problem = chosen ? fileProblem(chosen, ATTACHMENT_TYPES) : null;
            setFileError(problem === 'type' ? t('validation.fileType') : problem === 'size' ? t('validation.fileSize') : null);
            setFile(problem ? null : chosen);
          }}
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

