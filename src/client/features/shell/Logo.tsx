import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * The logo is not mirrored in Arabic. The drawn logo spells the English name (its wordmark drawn as outlines,
 * scripts/art/logo.mjs, so it never shows in a system font while the web font loads), in ink or, on dark
 * grounds, in foam; in Arabic the mark stands beside the Arabic wordmark. If the image is missing the
 * wordmark stands in.
 */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const arabic = i18n.language.startsWith('ar');
  return (
    <Home to="/" aria-label={t('header.homeLabel')} $tone={tone}>
      {arabic && !failed ? (
        <>
          <img className="mark" src="/media/brand/mark.svg" alt="" width={36} height={36} onError={() => setFailed(true)} />
          <Wordmark>{t('header.brand')}</Wordmark>
        </>
      ) : failed ? (
        <Wordmark>{t('header.brand')}</Wordmark>
      ) : (
        <img
          src={tone === 'light' ? '/media/brand/logo-light.svg' : '/media/brand/logo.svg'}
          alt={t('header.brand')}
          width={132}
          height={40}
          onError={() => setFailed(true)}
        />
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

  gap: ${({ theme }) => theme.space(2)};
  img {
    width: 132px;
    height: 40px;
  }
  img.mark {
    width: 36px;
    height: 36px;
  }
`;

const Wordmark = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
`;
