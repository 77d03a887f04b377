import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The logo is not mirrored in Arabic; if the image is missing the wordmark stands in. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <Home to="/" aria-label={t('header.homeLabel')} $tone={tone}>
      {failed || tone === 'light' ? (
        <Wordmark>{t('header.brand')}</Wordmark>
      ) : (
        <img src="/media/brand/logo.svg" alt={t('header.brand')} width={132} height={40} onError={() => setFailed(true)} />
      )}
    </Home>
  );
}

export default Logo;

const Home = styled(Link)<{ $tone: 'dark' | 'light' }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.minTarget};
  color: ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.foam : theme.colors.deepSea)};
  text-decoration: none;

  img {
    width: 132px;
    height: 40px;
  }
`;

const Wordmark = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
`;
