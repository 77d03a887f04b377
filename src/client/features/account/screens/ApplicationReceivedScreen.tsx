// Where a supplier lands after the right code: the e-mail is verified and the application waits for the
// resort's staff. A calm page that says what happens next, not an error on the code screen.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Bdi } from '../../../ui/Bdi';
import { AuthPage, Links } from '../components/AuthPage';

export default function ApplicationReceivedScreen() {
  const { t } = useTranslation();
  const { email = '' } = useParams();
  return (
    <AuthPage
      title={t('account.application.title')}
      lead={
        <>
          {t('account.application.verified')}
          <Address>
            <Bdi>{email}</Bdi>
          </Address>
        </>
      }
    >
      <Next aria-labelledby="application-next">
        <h2 id="application-next">{t('account.application.nextTitle')}</h2>
        <ol>
          <li>{t('account.application.review')}</li>
          <li>{t('account.application.mail')}</li>
          <li>{t('account.application.signIn')}</li>
        </ol>
      </Next>
      <Links>
        <Link to="/">{t('account.application.home')}</Link>
      </Links>
    </AuthPage>
  );
}

const Next = styled.section`
  padding: ${({ theme }) => theme.space(4, 5)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.foam};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.deepSea};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ol {
    margin: 0;
    list-style-type: decimal;
    padding-left: ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.ink};
    line-height: ${({ theme }) => theme.lineHeights.body};
  }

  /* The steps are counted in the reader's digits. */
  ol:lang(ar) {
    list-style-type: arabic-indic;
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** The address on a line of its own, so a long one wraps inside itself rather than around the sentence. */
const Address = styled.span`
  display: block;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
