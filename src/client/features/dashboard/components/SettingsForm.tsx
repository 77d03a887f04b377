import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState } from '../../../ui/ErrorState';
import { FormAlert } from '../../../ui/form';
import { detailOf, fieldErrors, isStale, type MutationError } from './formErrors';
import { SaveBar } from './SaveBar';
import { ScreenHeader } from './ScreenHeader';
import { useStaleEdit, type StaleEdit } from './useStaleEdit';

/** What a settings form's fields get: the values being edited, a setter, and the server's message per field. */
export interface SettingsFields<Values> {
  values: Values;
  set: (field: string, value: string) => void;
  errors: Record<string, string[]>;
}

type SaveState = { error?: unknown; isLoading: boolean; isSuccess: boolean; reset: () => void };

/**
 * A screen that edits one versioned settings row (the resort's contact details, the seller on tax documents):
 * read, edit, save with the version read, and the shared "changed by someone else" handling (useStaleEdit).
 * The screen gives its title, how a row becomes form values and values a body, and draws its own fields.
 */
export function SettingsScreen<Values extends object, Row extends { version: number }>({
  title,
  intro,
  query,
  save,
  state,
  valuesOf,
  bodyOf = (values) => values,
  children,
}: {
  title: string;
  intro: string;
  query: { data?: Row; isError: boolean; isSuccess: boolean; refetch: () => unknown };
  save: (body: Values & { version: number }) => Promise<{ data: unknown } | { error: unknown }>;
  state: SaveState;
  valuesOf: (row: Row | undefined) => Values;
  bodyOf?: (values: Values) => Values;
  children: (fields: SettingsFields<Values>) => ReactNode;
}) {
  const loaded = query.data;
  const stale = useStaleEdit({
    error: state.error as MutationError,
    latest: loaded ? valuesOf(loaded) : null,
    refetch: query.refetch,
    reset: state.reset,
  });
  const submit = async (values: Values) => {
    if (!loaded) return;
    const result = await save({ ...bodyOf(values), version: loaded.version });
    if ('data' in result) stale.saved();
  };
  return (
    <>
      <ScreenHeader title={title} text={intro} />
      {query.isError ? (
        <ErrorState onRetry={query.refetch} />
      ) : (
        <SettingsForm
          key={`${query.isSuccess ? 'read' : 'reading'}-${stale.formKey}`}
          label={title}
          initial={stale.initial ?? valuesOf(loaded)}
          ready={query.isSuccess}
          state={state}
          onSubmit={submit}
          edit={stale.edit}
        >
          {children}
        </SettingsForm>
      )}
    </>
  );
}

function SettingsForm<Values extends object>({
  label,
  initial,
  ready,
  state,
  onSubmit,
  edit,
  children,
}: {
  label: string;
  initial: Values;
  ready: boolean;
  state: SaveState;
  onSubmit: (values: Values) => void;
  edit: StaleEdit<Values>;
  children: (fields: SettingsFields<Values>) => ReactNode;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(initial);
  const error = state.error as MutationError;
  const set = (field: string, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={label}>
      {isStale(error) ? null : <FormAlert messages={detailOf(error)} />}
      {state.isSuccess ? <FormAlert tone="info" messages={t('dashboard.common.saved')} /> : null}
      {children({ values, set, errors: fieldErrors(error) })}
      <SaveBar busy={state.isLoading} disabled={!ready} edit={edit} draft={values} />
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 60rem;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/** A row of a settings form's fields: one column on a phone, as many as fit from a tablet on. */
export const SettingsRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3, 4)};
  align-items: start;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

/** A titled group of a settings form's fields (label it with its SettingsLegend's id). */
export const SettingsGroup = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const SettingsLegend = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
