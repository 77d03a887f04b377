import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { Container } from './Container';

type Tone = 'foam' | 'sand' | 'deep';

type SectionProps = {
  title?: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: Tone;
  id?: string;
  children: ReactNode;
  centered?: boolean;
};

/** A page band: its heading labels the region, so screen-reader users can jump between sections. */
export function Section({ title, eyebrow, intro, tone = 'foam', id, children, centered }: SectionProps) {
  const headingId = useId();
  return (
    <Band $tone={tone} id={id} aria-labelledby={title ? headingId : undefined}>
      <Container>
        {title ? (
          <Header $centered={centered}>
            {eyebrow ? <Eyebrow $tone={tone}>{eyebrow}</Eyebrow> : null}
            <SectionTitle id={headingId} $tone={tone}>
              {title}
            </SectionTitle>
            {intro ? <Intro $tone={tone}>{intro}</Intro> : null}
          </Header>
        ) : null}
        {children}
      </Container>
    </Band>
  );
}

export default Section;

const Band = styled.section<{ $tone: Tone }>`
  padding-top: ${({ theme }) => theme.space(16)};
  padding-bottom: ${({ theme }) => theme.space(16)};
  background: ${({ theme, $tone }) => ($tone === 'sand' ? theme.colors.sand : $tone === 'deep' ? theme.colors.deepSea : theme.colors.foam)};
  color: ${({ theme, $tone }) => ($tone === 'deep' ? theme.colors.foam : theme.colors.ink)};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space(24)};
    padding-bottom: ${({ theme }) => theme.space(24)};
  }
`;

const Header = styled.header<{ $centered?: boolean }>`
  max-width: 720px;
  margin-bottom: ${({ theme }) => theme.space(10)};
  margin-inline: ${({ $centered }) => ($centered ? 'auto' : '0')};
  text-align: ${({ $centered }) => ($centered ? 'center' : 'left')};
`;

export const Eyebrow = styled.p<{ $tone?: Tone }>`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme, $tone }) => ($tone === 'deep' ? theme.colors.sand : theme.colors.lagoonDark)};
`;

export const SectionTitle = styled.h2<{ $tone?: Tone }>`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme, $tone }) => ($tone === 'deep' ? theme.colors.foam : theme.colors.deepSea)};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const Intro = styled.p<{ $tone?: Tone }>`
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme, $tone }) => ($tone === 'deep' ? theme.colors.sand : theme.colors.muted)};
`;
