import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../../ui/Container';

/** The calm band at the top of an inner page: the page's one h1 over a soft sea wash. */
export function PageHeader({ title, eyebrow, lead }: { title: ReactNode; eyebrow?: ReactNode; lead?: ReactNode }) {
  return (
    <Band>
      <Container>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1>{title}</h1>
        {lead ? <Lead>{lead}</Lead> : null}
      </Container>
    </Band>
  );
}

export default PageHeader;

const Band = styled.div`
  padding: ${({ theme }) => theme.space(16, 0, 12)};
  background:
    linear-gradient(180deg, rgba(11, 42, 60, 0.72), rgba(11, 42, 60, 0.82)),
    url('/media/hero/seascape.svg') center / cover no-repeat,
    ${({ theme }) => theme.colors.deepSea};
  color: ${({ theme }) => theme.colors.sand};

  h1 {
    max-width: 20ch;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.foam};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.hero};
    }
  }
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(24, 0, 16)};
  }
`;

const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.18em;
  text-transform: uppercase;
`;

const Lead = styled.p`
  max-width: 52ch;
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
