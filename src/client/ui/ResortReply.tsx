import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReviewReply } from '../../shared/schemas/content';
import { factSeparator, formatDate } from './format';
import { ReviewLanguage } from './ReviewLanguage';

/**
 * The resort's reply under a guest's review: labelled as the resort's, dated for the reader's language, and
 * written in the language staff chose (marked as such when it is not the reader's).
 */
export function ResortReply({ reply }: { reply: ReviewReply }) {
  const { t, i18n } = useTranslation();
  const own = i18n.language.startsWith(reply.language);
  return (
    <Reply>
      <p className="label">
        <strong>{t('reviews.resortReply')}</strong>
        {factSeparator(i18n.language)}
        <time dateTime={reply.updated_at}>
          {formatDate(reply.updated_at, i18n.language, { day: 'numeric', month: 'long', year: 'numeric' })}
        </time>
        {own ? null : (
          <>
            {factSeparator(i18n.language)}
            <ReviewLanguage language={reply.language} />
          </>
        )}
      </p>
      <p className="text" lang={reply.language} dir="auto">
        {reply.text}
      </p>
    </Reply>
  );
}

export default ResortReply;

const Reply = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border-left: 3px solid ${({ theme }) => theme.colors.lagoon};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.foam};
  .label {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  .label strong {
    color: ${({ theme }) => theme.colors.lagoonDark};
  }
  .text {
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.ink};
  }
`;
