import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LinkButton } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { ArrowRightIcon } from '../../../ui/icons';

/** The closing invitation to book. */
export function BookCta() {
  const { t } = useTranslation();
  return (
    <Band aria-labelledby="home-cta-title">
      <Inner>
        <h2 id="home-cta-title">{t('home.ctaTitle')}</h2>
        <p>{t('home.ctaText')}</p>
        <LinkButton to="/huts" $variant="light" $size="lg">
          {t('home.ctaAction')}
          <ArrowRightIcon size={18} />
        </LinkButton>
      </Inner>
    </Band>
  );
}

export default BookCta;

const Band = styled.section`
  padding: ${({ theme }) => theme.space(20, 0)};
  background:
    radial-gradient(120% 140% at 100% 0%, rgba(31, 122, 128, 0.55) 0%, rgba(11, 42, 60, 0) 60%), ${({ theme }) => theme.colors.deepSea};
  color: ${({ theme }) => theme.colors.sand};
  text-align: center;
`;

const Inner = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(5)};
  h2 {
    max-width: 20ch;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.foam};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
  p {
    max-width: 52ch;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
