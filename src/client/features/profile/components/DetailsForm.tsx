import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { UserProfile } from '../../../../shared/schemas/users';
import { loggedIn } from '../../../api/sessionEvents';
import { Button } from '../../../ui/Button';
import { todayIn } from '../../../ui/calendar/dates';
import { DateField } from '../../../ui/date/DateField';
import {
  FormAlert,
  IMAGE_TYPES,
  PhoneField,
  Select,
  TextField,
  phone as phoneCheck,
  required,
  useFileChoice,
  useForm,
} from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { selectToken } from '../../auth/authSlice';
import { useUpdateUserInfoMutation } from '../profileApi';
import { AvatarPicker } from './AvatarPicker';
import { Actions, Grid, PanelForm } from '../../../ui/Panel';
import { serverDetail, serverFields } from '../../../api/serverErrors';

/** Personal details and the avatar; sends only what changed (multipart when a picture is chosen). */
export function DetailsForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const token = useSelector(selectToken);
  const [update, { isLoading, error }] = useUpdateUserInfoMutation();
  const initial = {
    fullName: profile.full_name,
    phone: profile.phone,
    gender: profile.gender ?? '',
    birthDate: profile.birth_date ?? '',
    address: profile.address,
    idNum: profile.id_num,
    language: profile.language,
    // An account read before the field existed has none: both, as the server's default.
    dateCalendars: profile.date_calendars ?? 'both',
  };
  const { values, setValues, set, errors, formRef, focusInvalid, handleSubmit } = useForm(initial, (current) => ({
    fullName: required(current.fullName),
    phone: current.phone ? phoneCheck(current.phone) : null,
  }));
  const avatarChoice = useFileChoice(IMAGE_TYPES, 'validation.imageType');
  const avatar = avatarChoice.file;
  // The language switch saves the account's language from the header: show it without touching other edits.
  useEffect(() => setValues((old) => ({ ...old, language: profile.language })), [profile.language, setValues]);
  const fields = serverFields(error);

  const onSubmit = handleSubmit(async () => {
    const changes: Record<string, string | null> = {
      full_name: values.fullName.trim(),
      phone: values.phone,
      gender: values.gender || null,
      birth_date: values.birthDate || null,
      address: values.address,
      id_num: values.idNum,
      language: values.language,
      date_calendars: values.dateCalendars,
    };
    let body: FormData | Record<string, string | null> = changes;
    if (avatar) {
      const form = new FormData();
      Object.entries(changes).forEach(([key, value]) => form.append(key, value ?? ''));
      form.append('avatar', avatar);
      body = form;
    }
    try {
      const updated = await update(body).unwrap();
      avatarChoice.clear();
      if (token)
        dispatch(loggedIn({ token, full_name: updated.full_name, email: updated.email, role: updated.role, avatar: updated.avatar }));
      notify('success', t('profile.details.saved'));
    } catch {
      focusInvalid();
    }
  });

  const nonField = fields.non_field_errors ?? (error && !Object.keys(fields).length ? [serverDetail(error) ?? t('errors.generic')] : []);
  return (
    <PanelForm ref={formRef} noValidate onSubmit={onSubmit} aria-busy={isLoading || undefined}>
      <FormAlert messages={nonField} />
      <AvatarPicker key={avatarChoice.inputKey} current={profile.avatar} choice={avatarChoice} serverError={fields.avatar} />
      <Grid>
        <TextField
          label={t('account.fields.fullName')}
          autoComplete="name"
          value={values.fullName}
          onChange={set('fullName')}
          error={errors.fullName ? t(errors.fullName) : fields.full_name}
        />
        <PhoneField
          label={t('account.fields.phone')}
          value={values.phone}
          onChange={(phone) => setValues((old) => ({ ...old, phone }))}
          error={errors.phone ? t(errors.phone) : fields.phone}
        />
        <Select
          label={t('profile.details.gender')}
          value={values.gender}
          onChange={set('gender')}
          error={fields.gender}
          options={[
            { value: '', label: t('profile.details.genderUnset') },
            { value: 'female', label: t('profile.details.female') },
            { value: 'male', label: t('profile.details.male') },
          ]}
        />
        <DateField
          label={t('profile.details.birthDate')}
          min="1900-01-01"
          max={todayIn()}
          value={values.birthDate}
          onChange={(birthDate) => setValues((old) => ({ ...old, birthDate }))}
          error={fields.birth_date}
        />
        <TextField
          label={t('profile.details.address')}
          autoComplete="street-address"
          value={values.address}
          onChange={set('address')}
          error={fields.address}
        />
        <TextField label={t('profile.details.idNum')} dir="ltr" value={values.idNum} onChange={set('idNum')} error={fields.id_num} />
        <Select
          label={t('profile.details.language')}
          hint={t('profile.details.languageHint')}
          value={values.language}
          onChange={set('language')}
          error={fields.language}
          options={[
            { value: 'en', label: t('language.en') },
            { value: 'ar', label: t('language.ar') },
          ]}
        />
        <Select
          label={t('profile.details.dateCalendars')}
          hint={t('profile.details.dateCalendarsHint')}
          value={values.dateCalendars}
          onChange={set('dateCalendars')}
          error={fields.date_calendars}
          options={[
            { value: 'both', label: t('profile.details.dateCalendarsBoth') },
            { value: 'gregorian', label: t('profile.details.dateCalendarsGregorian') },
          ]}
        />
      </Grid>
      <Actions>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t('profile.saving') : t('profile.details.save')}
        </Button>
      </Actions>
    </PanelForm>
  );
}

export default DetailsForm;
