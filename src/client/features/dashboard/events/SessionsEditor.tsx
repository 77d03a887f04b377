import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/date/DateField';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { formatDate, formatNumber } from '../../../ui/format';
import { FormAlert, TextField } from '../../../ui/form';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { detailOf, fieldErrors, isStale } from '../components/formErrors';

/** A dated session as both events and services have it; services have no min/max and may leave the price empty. */
export interface SessionValues {
  date: string;
  price: string | null;
  capacity: number;
  min_purchasable_quantity?: number;
  max_purchasable_quantity?: number;
}
export interface SessionRow extends SessionValues {
  id: number;
  sold: number;
  version: number;
}

type Outcome = { error?: unknown } | { data: unknown };
type Props = {
  sessions: SessionRow[];
  withQuantities: boolean;
  /** Services: an empty price means the service's own price. */
  priceOptional: boolean;
  onAdd: (values: SessionValues) => Promise<Outcome>;
  onSave: (id: number, values: SessionValues & { version: number }) => Promise<Outcome>;
  onCancel: (id: number) => Promise<Outcome>;
  /** Who holds the session's tickets, shown on demand under a session with tickets. */
  ticketsOf?: (sessionId: number) => ReactNode;
};

const toMoney = (typed: string) => (/^\d+(\.\d{1,2})?$/.test(typed.trim()) ? Number(typed.trim()).toFixed(2) : typed.trim());
const blank = (withQuantities: boolean): SessionValues => ({
  date: '',
  price: '',
  capacity: 10,
  ...(withQuantities ? { min_purchasable_quantity: 1, max_purchasable_quantity: 10 } : {}),
});

/** Sessions one per row: edit in place, add, cancel; refusals (capacity below sold, tickets sold) show on the row. */
export function SessionsEditor({ sessions, withQuantities, priceOptional, onAdd, onSave, onCancel, ticketsOf }: Props) {
  const { t, i18n } = useTranslation();
  const [openTickets, setOpenTickets] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<Record<string, SessionValues>>({});
  const [problems, setProblems] = useState<Record<string, { fields: Record<string, string[]>; detail?: string }>>({});
  // A session with tickets sold: its guests are refunded and e-mailed, so the staff member confirms first.
  const [confirming, setConfirming] = useState<SessionRow | null>(null);
  const cancel = async (session: SessionRow) => {
    setConfirming(null);
    settle(String(session.id), await onCancel(session.id));
  };
  const valuesOf = (key: string, row?: SessionRow) => drafts[key] ?? (row ? { ...row } : blank(withQuantities));
  const edit = (key: string, row: SessionRow | undefined, changes: Partial<SessionValues>) =>
    setDrafts((current) => ({ ...current, [key]: { ...valuesOf(key, row), ...changes } }));
  const body = (values: SessionValues): SessionValues => ({
    ...values,
    price: values.price === null || values.price.trim() === '' ? (priceOptional ? null : '') : toMoney(values.price),
  });
  const settle = (key: string, outcome: Outcome) => {
    if ('error' in outcome && outcome.error) {
      const error = outcome.error as Parameters<typeof fieldErrors>[0];
      setProblems((current) => ({
        ...current,
        [key]: { fields: fieldErrors(error), detail: isStale(error) ? t('dashboard.common.staleText') : detailOf(error) },
      }));
      return;
    }
    setProblems(({ [key]: _gone, ...rest }) => rest);
    setDrafts(({ [key]: _gone, ...rest }) => rest);
  };

  const row = (key: string, session?: SessionRow) => {
    const values = valuesOf(key, session);
    const problem = problems[key];
    const number = (field: 'capacity' | 'min_purchasable_quantity' | 'max_purchasable_quantity', label: string) => (
      <TextField
        type="number"
        min={0}
        label={label}
        value={String(values[field] ?? '')}
        error={problem?.fields[field]}
        onChange={(event) => edit(key, session, { [field]: Number(event.target.value) })}
      />
    );
    return (
      <Row key={key} aria-label={session ? formatDate(session.date, i18n.language) : t('dashboard.sessions.new')}>
        <DateField
          label={t('dashboard.sessions.date')}
          value={values.date}
          error={problem?.fields.date}
          onChange={(date) => edit(key, session, { date })}
        />
        <TextField
          label={priceOptional ? t('dashboard.sessions.priceOptional') : t('dashboard.sessions.price')}
          inputMode="decimal"
          dir="ltr"
          value={values.price ?? ''}
          error={problem?.fields.price}
          onChange={(event) => edit(key, session, { price: event.target.value })}
        />
        {number('capacity', t('dashboard.sessions.capacity'))}
        {withQuantities ? number('min_purchasable_quantity', t('dashboard.items.min')) : null}
        {withQuantities ? number('max_purchasable_quantity', t('dashboard.items.max')) : null}
        {session ? <Sold>{t('dashboard.sessions.sold', { n: formatNumber(session.sold, i18n.language) })}</Sold> : null}
        <Tools>
          {session ? (
            <>
              <Button
                type="button"
                $variant="secondary"
                onClick={async () => settle(key, await onSave(session.id, { ...body(values), version: session.version }))}
              >
                {t('dashboard.common.save')}
              </Button>
              <Button type="button" $variant="ghost" onClick={() => (session.sold > 0 ? setConfirming(session) : void cancel(session))}>
                {t('dashboard.sessions.cancel')}
              </Button>
              {ticketsOf && session.sold > 0 ? (
                <Button
                  type="button"
                  $variant="ghost"
                  aria-expanded={openTickets === session.id}
                  onClick={() => setOpenTickets(openTickets === session.id ? null : session.id)}
                >
                  {t('dashboard.sessions.tickets')}
                </Button>
              ) : null}
            </>
          ) : (
            <Button type="button" onClick={async () => settle(key, await onAdd(body(values)))}>
              {t('dashboard.sessions.add')}
            </Button>
          )}
        </Tools>
        {problem?.detail ? <FormAlert messages={problem.detail} /> : null}
        {ticketsOf && session && openTickets === session.id ? ticketsOf(session.id) : null}
      </Row>
    );
  };

  return (
    <Wrap>
      <h2>{t('dashboard.sessions.title')}</h2>
      {sessions.length === 0 ? <p>{t('dashboard.sessions.none')}</p> : null}
      {sessions.map((session) => row(String(session.id), session))}
      {row('new')}
      {confirming ? (
        <ConfirmDialog
          title={t('dashboard.sessions.cancelTitle')}
          confirmLabel={t('dashboard.sessions.cancel')}
          danger
          onCancel={() => setConfirming(null)}
          onConfirm={() => void cancel(confirming)}
        >
          <p>{t('dashboard.sessions.cancelRefunds', { count: confirming.sold, n: formatNumber(confirming.sold, i18n.language) })}</p>
        </ConfirmDialog>
      ) : null}
    </Wrap>
  );
}

const Wrap = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  align-items: end;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  > [role='alert'] {
    grid-column: 1 / -1;
  }
`;

const Sold = styled.p`
  margin: 0;
  align-self: center;
  color: ${({ theme }) => theme.colors.muted};
`;

// The whole row's width: in one 130 px cell of the grid, "Cancel session" broke onto two lines.
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  grid-column: 1 / -1;
  gap: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
`;
