import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { formatNumber } from '../../../ui/format';

export type StepKey = 'stay' | 'extras' | 'payment' | 'done';
type Step = StepKey | 'tickets';
const STAY_STEPS: Step[] = ['stay', 'extras', 'payment', 'done'];
/** A day visit has no stay and no extras to add to it: its tickets, then payment, then done. */
const DAY_VISIT_STEPS: Step[] = ['tickets', 'payment', 'done'];

/** Where the guest is in the booking: stay → extras → payment → done (a day visit: tickets → payment → done); flows right-to-left in Arabic. */
export function BookingSteps({ current, dayVisit = false }: { current: StepKey; dayVisit?: boolean }) {
  const { t, i18n } = useTranslation();
  const steps = dayVisit ? DAY_VISIT_STEPS : STAY_STEPS;
  const at = steps.indexOf(dayVisit && (current === 'stay' || current === 'extras') ? 'tickets' : current);
  const labels: Record<Step, string> = {
    stay: t('booking.steps.stay'),
    extras: t('booking.steps.extras'),
    tickets: t('booking.steps.tickets'),
    payment: t('booking.steps.payment'),
    done: t('booking.steps.done'),
  };
  return (
    <List aria-label={t(dayVisit ? 'booking.steps.dayVisitLabel' : 'booking.steps.label')}>
      {steps.map((step, index) => (
        <Item key={step} $state={index < at ? 'done' : index === at ? 'current' : 'next'} aria-current={index === at ? 'step' : undefined}>
          <span className="dot" aria-hidden="true">
            {index < at ? '✓' : formatNumber(index + 1, i18n.language)}
          </span>
          <span className="label">{labels[step]}</span>
        </Item>
      ))}
    </List>
  );
}

export default BookingSteps;

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'next' }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  position: relative;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.sand};
  text-align: center;
  .dot {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    border: 1px solid rgba(244, 237, 225, 0.6);
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    position: relative;
    z-index: 1;
    background: ${({ theme }) => theme.colors.deepSea};
  }
  /* The line between two steps, drawn from the reading side (the RTL plugin flips left/right). */
  &:not(:first-child)::before {
    content: '';
    position: absolute;
    top: 16px;
    left: calc(-50% - 4px);
    right: calc(50% + 16px);
    height: 1px;
    background: rgba(244, 237, 225, 0.45);
  }
  ${({ $state, theme }) =>
    $state === 'done' &&
    css`
      .dot {
        background: ${theme.colors.lagoon};
        border-color: ${theme.colors.lagoon};
        color: ${theme.colors.white};
      }
    `}
  ${({ $state, theme }) =>
    $state === 'current' &&
    css`
      color: ${theme.colors.foam};
      font-weight: ${theme.fontWeights.semibold};
      .dot {
        background: ${theme.colors.foam};
        border-color: ${theme.colors.foam};
        color: ${theme.colors.deepSea};
      }
    `}
`;
