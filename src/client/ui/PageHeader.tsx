import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from './Container';

interface PageHeaderProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Content pages open with a tall band; catalogue lists with a compact one that leaves room for filters. */
  size?: 'tall' | 'compact';
  children?: ReactNode;
}

/** The calm band at the top of an inner page: the page's one h1 over a soft sea wash. */
export function PageHeader({ title, eyebrow, lead, size = 'tall', children }: PageHeaderProps) {
  return (
    <Band $compact={size === 'compact'}>
      <Container>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1>{title}</h1>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Container>
    </Band>
  );
}

export default PageHeader;

const Band = styled.div<{ $compact: boolean }>`
  padding: ${({ theme, $compact }) => ($compact ? theme.space(12, 0, 10) : theme.space(16, 0, 12))};
  background:
    linear-gradient(180deg, rgba(11, 42, 60, 0.74), rgba(11, 42, 60, 0.86)),
    url('/media/hero/seascape-960.webp') center / cover no-repeat,
    ${({ theme }) => theme.colors.deepSea};
  color: ${({ theme }) => theme.colors.sand};

  h1 {
    max-width: ${({ $compact }) => ($compact ? '22ch' : '20ch')};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.foam};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.display : theme.fontSizes.hero)};
    }
  }
  ${({ theme }) => theme.media.md} {
    ${({ theme, $compact }) => css`
      padding: ${$compact ? theme.space(16, 0, 12) : theme.space(24, 0, 16)};
    `}
  }
`;

const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  /* Spacing letters apart breaks Arabic joining. */
  [dir='rtl'] & {
    letter-spacing: 0;
  }
`;

const Lead = styled.p`
  max-width: 56ch;
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
