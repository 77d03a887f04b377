import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { REPLY_MAX_LENGTH, type StaffReview } from '../../../../shared/schemas/dashboard/reviews';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { FormAlert, Select, TextArea } from '../../../ui/form';
import { detailOf, fieldErrors, isStale } from '../components/formErrors';
import { useSaveReviewReplyMutation } from '../users/usersApi';

/** Writes the resort's one reply to a review or rating, or edits it, in the language staff choose. */
export function ReplyDialog({ review, onClose }: { review: StaffReview; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(review.reply?.text ?? '');
  const [language, setLanguage] = useState<'en' | 'ar'>(review.reply?.language ?? (i18n.language.startsWith('ar') ? 'ar' : 'en'));
  const [save, state] = useSaveReviewReplyMutation();
  const errors = fieldErrors(state.error);
  const refusal = isStale(state.error) ? t('dashboard.reviews.replyStale') : detailOf(state.error);

  return (
    <Dialog title={review.reply ? t('dashboard.reviews.editReplyTitle') : t('dashboard.reviews.replyTitle')} onClose={onClose}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void save({ kind: review.kind, id: review.id, text, language, version: review.reply?.version })
            .unwrap()
            .then(onClose)
            .catch(() => undefined);
        }}
      >
        <Quote dir="auto">{review.content || '—'}</Quote>
        <TextArea
          label={t('dashboard.reviews.replyText')}
          value={text}
          maxLength={REPLY_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          error={errors.text}
          dir="auto"
          lang={language}
          required
        />
        <Select
          label={t('dashboard.reviews.replyLanguage')}
          value={language}
          onChange={(event) => setLanguage(event.target.value === 'ar' ? 'ar' : 'en')}
          options={[
            { value: 'en', label: t('dashboard.reviews.languageEn') },
            { value: 'ar', label: t('dashboard.reviews.languageAr') },
          ]}
          error={errors.language}
        />
        {refusal ? <FormAlert messages={refusal} /> : null}
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('dashboard.common.cancel')}
          </Button>
          <Button type="submit" $variant="primary" disabled={state.isLoading}>
            {review.reply ? t('dashboard.reviews.saveReply') : t('dashboard.reviews.sendReply')}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

export default ReplyDialog;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Quote = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space(3, 4)};
  border-left: 3px solid ${({ theme }) => theme.colors.line};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;
