import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../../ui/Container';

/** The band at the top of a catalogue page: the page's one h1 over a soft sea wash. */
export function PageIntro({ title, eyebrow, lead, children }: { title: ReactNode; eyebrow?: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Band>
      <Container>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1>{title}</h1>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Container>
    </Band>
  );
}

export default PageIntro;

const Band = styled.div`
  padding: ${({ theme }) => theme.space(12, 0, 10)};
  background:
    linear-gradient(180deg, rgba(11, 42, 60, 0.74), rgba(11, 42, 60, 0.86)),
    url('/media/hero/seascape.svg') center / cover no-repeat,
    ${({ theme }) => theme.colors.deepSea};
  color: ${({ theme }) => theme.colors.sand};

  h1 {
    max-width: 22ch;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.foam};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(16, 0, 12)};
  }
`;

const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  [dir='rtl'] & {
    letter-spacing: 0;
  }
`;

const Lead = styled.p`
  max-width: 56ch;
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
