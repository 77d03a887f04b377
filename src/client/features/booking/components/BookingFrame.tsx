import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../../ui/Container';
import { BookingSteps, type StepKey } from './BookingSteps';

/** A booking step's page: a calm band with the title and the stepper (a day visit's own steps), then the step's content. */
export function BookingFrame({
  title,
  step,
  lead,
  dayVisit,
  children,
}: {
  title: ReactNode;
  step: StepKey;
  lead?: ReactNode;
  dayVisit?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Band>
        <Container>
          <h1 tabIndex={-1}>{title}</h1>
          {lead ? <p className="lead">{lead}</p> : null}
          <BookingSteps current={step} dayVisit={dayVisit} />
        </Container>
      </Band>
      <Body>
        <Container>{children}</Container>
      </Body>
    </>
  );
}

export default BookingFrame;

const Band = styled.div`
  padding: ${({ theme }) => theme.space(10, 0, 8)};
  background:
    linear-gradient(180deg, rgba(11, 42, 60, 0.8), rgba(11, 42, 60, 0.92)),
    url('/media/hero/seascape-960.webp') center / cover no-repeat,
    ${({ theme }) => theme.colors.deepSea};
  color: ${({ theme }) => theme.colors.sand};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.foam};
    outline: none;
  }
  .lead {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  ol {
    margin-top: ${({ theme }) => theme.space(8)};
    max-width: 640px;
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(8, 0, 16)};
  background: ${({ theme }) => theme.colors.foam};
`;

/** Content beside a summary: one column on phones, content + a sticky summary on wide screens. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 380px;
  }
`;

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;
