// A real, translated page for screens whose feature lands in a later issue: says what will be here
// and offers the way home, so every route of the app is navigable today.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LinkButton } from './Button';
import { Container } from './Container';
import { useDocumentTitle } from './useDocumentTitle';

interface PlaceholderPageProps {
  title: string;
  description: string;
}

export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Wrapper as="section" aria-labelledby="placeholder-title">
      <Eyebrow>{t('placeholder.eyebrow')}</Eyebrow>
      <Title id="placeholder-title" tabIndex={-1}>
        {title}
      </Title>
      <Description>{description}</Description>
      <LinkButton to="/" $variant="secondary">
        {t('placeholder.backHome')}
      </LinkButton>
    </Wrapper>
  );
}

export default PlaceholderPage;

const Wrapper = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(16)};
  padding-bottom: ${({ theme }) => theme.space(20)};
  min-height: 50vh;
`;

const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.coral};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
`;

const Title = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.deepSea};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.heading};

  &:focus {
    outline: none;
  }
`;

const Description = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;
