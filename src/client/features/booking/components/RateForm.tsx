import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/form';
import { FailureNote } from './FailureNote';
import { StarInput } from './StarInput';
import { toFlowFailure } from '../lib/flowFailure';

type Props = { title: string; submitLabel: string; onSubmit: (value: number, content: string) => Promise<unknown>; onDone: () => void };

/** Stars and a few words; nothing is sent without a star. */
export function RateForm({ title, submitLabel, onSubmit, onDone }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const [value, setValue] = useState(0);
  const [content, setContent] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(value, content.trim());
      onDone();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={submit} noValidate>
      <StarInput
        name={name}
        label={title}
        value={value}
        onChange={(star) => {
          setValue(star);
          setMissing(false);
        }}
      />
      {missing ? (
        <p className="missing" role="alert">
          {t('myBookings.rate.pickStars')}
        </p>
      ) : null}
      <TextArea
        label={t('myBookings.rate.comment')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={3}
        maxLength={2000}
      />
      {error ? <FailureNote failure={toFlowFailure(error)} /> : null}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}

export default RateForm;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  .missing {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.danger};
  }
`;
