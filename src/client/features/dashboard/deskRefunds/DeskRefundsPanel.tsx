import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeskRefund } from '../../../../shared/schemas/dashboard/deskRefunds';
import { staffMay, type StaffRole } from '../../../../shared/staffRoles';
import { Button } from '../../../ui/Button';
import { formatDate, formatPrice } from '../../../ui/format';
import { HandOverDialog } from './HandOverDialog';
import { useDeskRefundLabels } from './labels';

/** The booking's refunds owed at the desk, each with its state; "Handed over" for staff whose job it is (in a panel labelled by desk-refunds-heading). */
export function DeskRefundsPanel({ refunds, staffRole }: { refunds: DeskRefund[]; staffRole: StaffRole | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const labels = useDeskRefundLabels();
  const [handing, setHanding] = useState<DeskRefund | null>(null);
  if (refunds.length === 0) return null;
  // No staff role in the token: a manager (every admin starts as one).
  const may = staffRole === null || staffMay('deskMoney', staffRole);
  const when = (at: string) =>
    formatDate(at, lang, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (
    <>
      <h2 id="desk-refunds-heading">{t('dashboard.deskRefunds.bookingTitle')}</h2>
      <List>
        {refunds.map((refund) => (
          <Row key={refund.id} $owed={refund.state === 'owed'}>
            <div>
              <strong>{formatPrice(refund.amount, lang, refund.currency)}</strong> · {labels.method(refund.method)}
              <Small>
                {refund.handed_over
                  ? t('dashboard.deskRefunds.handedOverLine', {
                      when: when(refund.handed_over.at),
                      name: refund.handed_over.by ?? '—',
                      method: labels.method(refund.handed_over.method),
                    })
                  : t('dashboard.deskRefunds.owedLine', { when: when(refund.owed_since) })}
              </Small>
              {refund.handed_over?.note ? (
                <Small>
                  <bdi dir="auto">{refund.handed_over.note}</bdi>
                </Small>
              ) : null}
            </div>
            {refund.state === 'owed' ? (
              may ? (
                <Button type="button" $variant="secondary" onClick={() => setHanding(refund)}>
                  {t('dashboard.deskRefunds.handOver')}
                </Button>
              ) : (
                <State>{t('dashboard.deskRefunds.stateOwed')}</State>
              )
            ) : (
              <Done>{t('dashboard.deskRefunds.stateHandedOver')}</Done>
            )}
          </Row>
        ))}
      </List>
      {handing ? <HandOverDialog refund={handing} onClose={() => setHanding(null)} /> : null}
    </>
  );
}

const List = styled.ul`
  display: grid;
  width: 100%;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $owed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2, 3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $owed }) => ($owed ? theme.colors.coral : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.input};
`;

const Small = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const State = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.deepSea};
`;

const Done = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.success};
`;
