import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Term } from '../../../../shared/schemas/content';
import { useLocalized } from '../../../ui/useLocalized';

/** Every term, numbered, each with an anchor so a link can point at one. */
export function TermsList({ terms }: { terms: Term[] }) {
  const { t } = useTranslation();
  const { pick } = useLocalized();
  return (
    <Layout>
      <Toc aria-label={t('terms.contents')}>
        <p>{t('terms.contents')}</p>
        <ol>
          {terms.map((term) => (
            <li key={term.id}>
              <a href={`#term-${term.id}`}>{pick(term, 'title')}</a>
            </li>
          ))}
        </ol>
      </Toc>
      <Articles>
        {terms.map((term) => (
          <li key={term.id}>
            <article id={`term-${term.id}`} aria-labelledby={`term-${term.id}-title`}>
              <h2 id={`term-${term.id}-title`}>{pick(term, 'title')}</h2>
              <p>{pick(term, 'description')}</p>
            </article>
          </li>
        ))}
      </Articles>
    </Layout>
  );
}

export default TermsList;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 280px 1fr;
    align-items: start;
    gap: ${({ theme }) => theme.space(16)};
  }
`;

const Toc = styled.nav`
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.sand};
  border-radius: ${({ theme }) => theme.radii.card};
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: 96px;
  }
  p {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(1, 0)};
    color: ${({ theme }) => theme.colors.lagoonDark};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Articles = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: term;

  li {
    counter-increment: term;
  }
  article {
    scroll-margin-top: 96px;
  }
  h2 {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h2::before {
    content: counter(term, decimal-leading-zero);
    color: ${({ theme }) => theme.colors.coral};
    font-variant-numeric: tabular-nums;
  }
  p {
    max-width: 70ch;
    color: ${({ theme }) => theme.colors.muted};
    white-space: pre-line;
  }
`;
