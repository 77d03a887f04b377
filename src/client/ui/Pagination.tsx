import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { formatNumber } from './format';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

type Props = {
  page: number;
  pages: number;
  /** The link of a page: pagination lives in the URL so back and forward work. */
  hrefFor: (page: number) => string;
  label?: string;
};

/** Pages around the current one, the first and the last; null marks a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((value) => value >= 1 && value <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((value, index) => (index > 0 && value - sorted[index - 1] > 1 ? [null, value] : [value]));
}

/** Previous, numbered pages and next, as links; the chevrons mirror in Arabic. */
export function Pagination({ page, pages, hrefFor, label }: Props) {
  const { t, i18n } = useTranslation();
  if (pages <= 1) return null;
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <Nav aria-label={label ?? t('catalogue.pagination')}>
      <List>
        <li>
          {page > 1 ? (
            <Step to={hrefFor(page - 1)} aria-label={t('catalogue.previousPage')} rel="prev">
              <ChevronLeftIcon size={18} />
            </Step>
          ) : (
            <Disabled aria-hidden="true">
              <ChevronLeftIcon size={18} />
            </Disabled>
          )}
        </li>
        {pageWindow(page, pages).map((value, index) =>
          value === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={value}>
              <Step
                to={hrefFor(value)}
                aria-current={value === page ? 'page' : undefined}
                aria-label={t('catalogue.pageNumber', { page: number(value) })}
                $current={value === page}
              >
                {number(value)}
              </Step>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Step to={hrefFor(page + 1)} aria-label={t('catalogue.nextPage')} rel="next">
              <ChevronRightIcon size={18} />
            </Step>
          ) : (
            <Disabled aria-hidden="true">
              <ChevronRightIcon size={18} />
            </Disabled>
          )}
        </li>
      </List>
    </Nav>
  );
}

export default Pagination;

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space(10)};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const stepStyles = css`
  display: inline-grid;
  place-items: center;
  min-width: ${({ theme }) => theme.minTarget};
  height: ${({ theme }) => theme.minTarget};
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.deepSea};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
`;

const Step = styled(Link)<{ $current?: boolean }>`
  ${stepStyles}
  &:hover {
    background: ${({ theme }) => theme.colors.sand};
  }
  ${({ theme, $current }) =>
    $current &&
    css`
      background: ${theme.colors.deepSea};
      border-color: ${theme.colors.deepSea};
      color: ${theme.colors.foam};
      &:hover {
        background: ${theme.colors.deepSea};
      }
    `}
`;

const Disabled = styled.span`
  ${stepStyles}
  opacity: 0.4;
`;

const Gap = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 24px;
  height: ${({ theme }) => theme.minTarget};
  color: ${({ theme }) => theme.colors.muted};
`;
