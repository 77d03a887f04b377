import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Booking } from '../../../../shared/schemas/booking';
import { fixedBar } from '../../../ui/focusNotObscured';
import { formatDate, formatPrice } from '../../../ui/format';
import { DateRange } from '../../../ui/DateRange';
import { ChevronDownIcon } from '../../../ui/icons';
import { useLocalized } from '../../../ui/useLocalized';
import { useGuestsCount } from '../../../ui/guestsCount';
import { HoldCountdown } from './HoldCountdown';
import { DueNow } from './DueNow';
import { Totals } from './Totals';
import { bookedTitle, isDayVisit } from '../lib/dayVisit';

type Props = {
  booking: Booking;
  showHold?: boolean;
  action?: ReactNode;
  note?: ReactNode;
  /** What this payment is for when it is not the whole booking (services added to a paid stay). */
  due?: string | null;
  /** `due` is the difference of a change of dates, not added services. */
  dueIsChange?: boolean;
};

/**
 * The booking's summary: a sticky card beside the content on wide screens. On phones (and on a desktop
 * zoomed to 200 %) a bottom sheet of one line, the total and the action, whose details (and the hold's
 * countdown) open upwards on demand and close again when focus goes back to the page, so the sheet never
 * covers the field being filled in (with `useFocusNotObscured` for the line itself).
 */
export function SummarySheet({ booking, showHold, action, note, due, dueIsChange }: Props) {
  const { t, i18n } = useTranslation();
  const guestsCount = useGuestsCount();
  const { pick } = useLocalized();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const lang = i18n.language;
  const hold = showHold && booking.status === 'confirmed' ? <HoldCountdown expiresAt={booking.hold_expires_at} /> : null;
  const phoneAreas = [
    open && '"details details"',
    open && hold && '"hold hold"',
    note && '"note note"',
    action ? '"bar action"' : '"bar bar"',
  ];
  return (
    <Aside
      {...fixedBar('bottom')}
      aria-label={t('booking.summary.label')}
      $phoneAreas={phoneAreas.filter(Boolean).join(' ')}
      onBlur={(event) => {
        // Focus back in the page: the sheet folds to its line so it covers as little as it can.
        if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <SheetBar>
        <button ref={toggleRef} type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((value) => !value)}>
          <span>
            <small>{due ? t('booking.summary.dueNow') : t('booking.totals.total')}</small>
            <strong>{formatPrice(due ?? booking.total_price, lang, booking.currency)}</strong>
          </span>
          <span className="toggle">
            {open ? t('booking.summary.hide') : t('booking.summary.show')}
            <ChevronDownIcon size={18} />
          </span>
        </button>
      </SheetBar>
      <Details id={detailsId} $open={open}>
        <h2>{t('booking.summary.title')}</h2>
        <Stay>
          <strong>{pick(bookedTitle(booking), 'title')}</strong>
          {/* A day visit: its one day and its tickets (listed in the totals), no nights or guests. */}
          {isDayVisit(booking) ? (
            <span>
              {t('dayVisit.on', { date: formatDate(booking.dates.date_from, lang, { weekday: 'long', day: 'numeric', month: 'long' }) })}
            </span>
          ) : (
            <>
              <DateRange from={booking.dates.date_from} to={booking.dates.date_to} hijri />
              <span>{guestsCount(booking.persons_max_num, booking.kids_max_num)}</span>
            </>
          )}
        </Stay>
        <Totals booking={booking} />
        {due ? <DueNow amount={due} currency={booking.currency} change={dueIsChange} /> : null}
      </Details>
      {hold ? <HoldSlot $open={open}>{hold}</HoldSlot> : null}
      {note ? <NoteSlot>{note}</NoteSlot> : null}
      {action ? <Action>{action}</Action> : null}
    </Aside>
  );
}

export default SummarySheet;

type AsideProps = { $phoneAreas: string };

const Aside = styled.aside<AsideProps>`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay - 1};
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: ${({ $phoneAreas }) => $phoneAreas};
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-height: 70vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(2, 4, 3)};
  padding-bottom: calc(${({ theme }) => theme.space(3)} + env(safe-area-inset-bottom, 0px));
  border-radius: 20px 20px 0 0;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: 0 -12px 32px -12px rgba(11, 42, 60, 0.3);
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: ${({ theme }) => theme.space(24)};
    z-index: auto;
    /* Never taller than the screen under the header: the lines scroll inside the card, the total and the action stay. */
    display: flex;
    flex-direction: column;
    align-items: stretch;
    max-height: calc(100vh - ${({ theme }) => theme.space(28)});
    overflow: hidden;
    > * {
      flex: none;
    }
    padding: ${({ theme }) => theme.space(6)};
    border-radius: ${({ theme }) => theme.radii.card};
    box-shadow: ${({ theme }) => theme.shadow};
  }
`;

const SheetBar = styled.div`
  grid-area: bar;
  button {
    display: flex;
    width: 100%;
    min-height: ${({ theme }) => theme.minTarget};
    align-items: center;
    justify-content: space-between;
    border: 0;
    background: none;
    padding: 0;
    font: inherit;
    color: ${({ theme }) => theme.colors.deepSea};
    cursor: pointer;
    text-align: start;
  }
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .toggle {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.lagoonDark};
  }
  /* The details open upwards: the chevron points up while they are closed. */
  button[aria-expanded='false'] .toggle svg {
    transform: rotate(180deg);
  }
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/** On phones, shown only while the sheet is open; always beside the content on wide screens. */
const Folding = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  ${({ theme }) => theme.media.md} {
    display: grid;
  }
`;

const Details = styled(Folding)`
  grid-area: details;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.md} {
    && {
      flex: 0 1 auto;
      min-height: 0;
      overflow-y: auto;
    }
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Stay = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const HoldSlot = styled(Folding)`
  grid-area: hold;
`;

const NoteSlot = styled.div`
  grid-area: note;
`;

const Action = styled.div`
  grid-area: action;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Room under the page's content on phones so the bottom sheet never covers its end. */
export const SheetSpacer = styled.div`
  height: 120px;
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;
