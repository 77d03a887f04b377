import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { HOUSEKEEPING_STATUSES, type HousekeepingStatus, type HutHousekeeping } from '../../../../shared/schemas/dashboard/frontDesk';
import { Button } from '../../../ui/Button';
import { DateField } from '../../../ui/date/DateField';
import { formatDate, formatNumber } from '../../../ui/format';
import { FormAlert, TextField } from '../../../ui/form';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { detailOf, fieldErrors } from '../components/formErrors';
import { ScreenHeader } from '../components/ScreenHeader';
import { useGetHousekeepingQuery, useSetHousekeepingMutation } from './housekeepingApi';

function useStatusLabel() {
  const { t } = useTranslation();
  const labels: Record<HousekeepingStatus, string> = {
    clean: t('dashboard.frontDesk.clean'),
    dirty: t('dashboard.frontDesk.dirty'),
    inspected: t('dashboard.frontDesk.inspected'),
    out_of_order: t('dashboard.frontDesk.outOfOrder'),
  };
  return (status: HousekeepingStatus) => labels[status];
}

/** For housekeeping staff on a phone: every hut with its status and one tap to change it; out of order asks for a note and the nights. */
export default function HousekeepingScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.nav.housekeeping'));
  const list = useGetHousekeepingQuery();
  const label = useStatusLabel();
  const huts = list.data?.results ?? [];
  const counts = HOUSEKEEPING_STATUSES.map((status) => ({ status, count: huts.filter((hut) => hut.status === status).length }));

  return (
    <>
      <ScreenHeader title={t('dashboard.nav.housekeeping')} text={t('dashboard.frontDesk.housekeepingIntro')} />
      {list.isError ? (
        <FormAlert messages={t('dashboard.frontDesk.loadFailed')} />
      ) : list.data ? (
        <>
          <Summary aria-label={t('dashboard.frontDesk.summary')}>
            {counts.map(({ status, count }) => (
              <li key={status}>
                <Dot $status={status} aria-hidden="true" />
                {label(status)}: <strong>{formatNumber(count, i18n.language)}</strong>
              </li>
            ))}
          </Summary>
          <Cards>
            {huts.map((hut) => (
              <HutCard key={hut.hut.id} hut={hut} />
            ))}
          </Cards>
        </>
      ) : (
        <p role="status">{t('dashboard.frontDesk.loading')}</p>
      )}
    </>
  );
}

function HutCard({ hut }: { hut: HutHousekeeping }) {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  const label = useStatusLabel();
  const [save, saving] = useSetHousekeepingMutation();
  const [outOfOrder, setOutOfOrder] = useState(false);
  const [note, setNote] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const title = pick(hut.hut, 'title');
  const headingId = `hut-${hut.hut.id}`;
  const errors = fieldErrors(saving.error);
  const day = (value: string) => formatDate(value, i18n.language, { day: 'numeric', month: 'short' });

  const tap = (status: HousekeepingStatus) => {
    if (status === 'out_of_order') {
      setOutOfOrder(true);
      setNote(hut.status === 'out_of_order' ? hut.note : '');
      return;
    }
    setOutOfOrder(false);
    void save({ id: hut.hut.id, body: { status } });
  };

  const submitOutOfOrder = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await save({
      id: hut.hut.id,
      body: {
        status: 'out_of_order',
        note: note.trim(),
        ...(from || to ? { date_from: from || undefined, date_to: to || undefined } : {}),
      },
    });
    if ('data' in answer) {
      setOutOfOrder(false);
      setFrom('');
      setTo('');
    }
  };

  return (
    <Card aria-labelledby={headingId} $status={hut.status}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        <Badge $status={hut.status}>{label(hut.status)}</Badge>
      </Head>
      {hut.occupied ? <Occupied>{t('dashboard.frontDesk.guestIn')}</Occupied> : null}
      {hut.note ? <Note>{hut.note}</Note> : null}
      {hut.closure ? (
        <Meta>{t('dashboard.frontDesk.closedNights', { from: day(hut.closure.date_from), to: day(hut.closure.date_to) })}</Meta>
      ) : null}
      {hut.updated_at ? (
        <Meta>
          {t('dashboard.frontDesk.updatedBy', {
            time: formatDate(hut.updated_at, i18n.language, {
              day: 'numeric',
              month: 'short',
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            }),
            name: hut.updated_by ?? '',
          })}
        </Meta>
      ) : null}
      <Choices role="group" aria-label={t('dashboard.frontDesk.setStatus', { hut: title })}>
        {HOUSEKEEPING_STATUSES.map((status) => (
          <Choice
            key={status}
            type="button"
            $status={status}
            aria-pressed={hut.status === status}
            disabled={saving.isLoading}
            onClick={() => tap(status)}
          >
            {label(status)}
          </Choice>
        ))}
      </Choices>
      {outOfOrder ? (
        <OutOfOrderForm onSubmit={(event) => void submitOutOfOrder(event)} noValidate>
          <TextField
            label={t('dashboard.frontDesk.note')}
            hint={t('dashboard.frontDesk.noteHint')}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
          />
          <Period>
            <DateField
              label={t('dashboard.frontDesk.closeFrom')}
              value={from}
              max={to || undefined}
              onChange={setFrom}
              error={errors.date_from}
            />
            <DateField
              label={t('dashboard.frontDesk.closeTo')}
              value={to}
              min={from || undefined}
              onChange={setTo}
              error={errors.date_to}
            />
          </Period>
          <p>{t('dashboard.frontDesk.periodHint')}</p>
          <Actions>
            <Button type="submit" $size="lg" disabled={saving.isLoading}>
              {t('dashboard.frontDesk.saveOutOfOrder')}
            </Button>
            <Button type="button" $size="lg" $variant="ghost" onClick={() => setOutOfOrder(false)}>
              {t('dashboard.common.cancel')}
            </Button>
          </Actions>
        </OutOfOrderForm>
      ) : null}
      <FormAlert messages={detailOf(saving.error)} />
    </Card>
  );
}

const tone = (status: HousekeepingStatus) => {
  switch (status) {
    case 'clean':
      return css`
        background: ${({ theme }) => theme.colors.success};
        color: ${({ theme }) => theme.colors.white};
      `;
    case 'dirty':
      return css`
        background: ${({ theme }) => theme.colors.coral};
        color: ${({ theme }) => theme.colors.deepSea};
      `;
    case 'inspected':
      return css`
        background: ${({ theme }) => theme.colors.deepSea};
        color: ${({ theme }) => theme.colors.white};
      `;
    case 'out_of_order':
      return css`
        background: ${({ theme }) => theme.colors.danger};
        color: ${({ theme }) => theme.colors.white};
      `;
  }
};

const Summary = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2, 4)};
  margin: ${({ theme }) => theme.space(0, 0, 4)};
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Dot = styled.span<{ $status: HousekeepingStatus }>`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  ${({ $status }) => tone($status)}
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
  }
`;

const Card = styled.section<{ $status: HousekeepingStatus }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-inline-start: 6px solid;
  border-inline-start-color: ${({ theme, $status }) =>
    $status === 'clean'
      ? theme.colors.success
      : $status === 'dirty'
        ? theme.colors.coral
        : $status === 'inspected'
          ? theme.colors.deepSea
          : theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Badge = styled.span<{ $status: HousekeepingStatus }>`
  padding: ${({ theme }) => theme.space(1, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  ${({ $status }) => tone($status)}
`;

const Occupied = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.deepSea};
`;

const Note = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
`;

/** A big target (56 px high) for a thumb; the current status is filled in its colour. */
const Choice = styled.button<{ $status: HousekeepingStatus }>`
  min-height: 56px;
  padding: ${({ theme }) => theme.space(2, 3)};
  border: 2px solid ${({ theme }) => theme.colors.deepSea};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.deepSea};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: transparent;
    ${({ $status }) => tone($status)}
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.lagoonDark};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

const OutOfOrderForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Period = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
