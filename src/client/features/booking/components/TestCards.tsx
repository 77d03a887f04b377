import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const CARDS = [
  { number: '4111 1111 1111 1111', outcome: 'success' },
  { number: '5555 5555 5555 4444', outcome: 'success' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
] as const;

/** The sandbox's test cards. Shown only when the sandbox is the payment provider. */
export function TestCards() {
  const { t } = useTranslation();
  return (
    <Box aria-labelledby="test-cards-title">
      <h3 id="test-cards-title">{t('payment.testCards.title')}</h3>
      <ul>
        {CARDS.map((card) => (
          <li key={card.number}>
            <bdi dir="ltr">{card.number}</bdi>
            <span>{card.outcome === 'success' ? t('payment.testCards.success') : t('payment.testCards.declined')}</span>
          </li>
        ))}
      </ul>
      <p>{t('payment.testCards.hint')}</p>
    </Box>
  );
}

export default TestCards;

const Box = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.lagoon};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.foam};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: ${({ theme }) => theme.space(2, 0)};
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  bdi {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
