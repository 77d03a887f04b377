import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { FullScreenLoader } from '../../ui/FullScreenLoader';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

/** A calm split for the account screens: the form on the reading side, the sea beside it. */
export default function AccountLayout() {
  const { t } = useTranslation();
  return (
    <Split>
      <FormSide id="main">
        <Top>
          <Logo />
          <LanguageSwitch />
        </Top>
        <Body>
          <Suspense fallback={<FullScreenLoader />}>
            <Outlet />
          </Suspense>
        </Body>
      </FormSide>
      <Art aria-hidden="true">
        <Quote>{t('header.accountQuote')}</Quote>
      </Art>
    </Split>
  );
}

const Split = styled.div`
  display: grid;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.foam};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(420px, 1fr) 1.1fr;
  }
`;

const FormSide = styled.main`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(8, 12)};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10, 0)};
`;

const Art = styled.div`
  display: none;
  position: relative;
  ${({ theme }) => theme.media.md} {
    display: flex;
    align-items: flex-end;
    padding: ${({ theme }) => theme.space(12)};
    background:
      linear-gradient(180deg, rgba(11, 42, 60, 0) 40%, rgba(11, 42, 60, 0.7) 100%),
      url('/media/hero/seascape-960.webp') center / cover no-repeat,
      ${({ theme }) => theme.colors.deepSea};
  }
`;

const Quote = styled.p`
  max-width: 24ch;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  color: ${({ theme }) => theme.colors.foam};
`;
