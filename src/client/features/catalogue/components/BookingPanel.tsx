import { lazy, Suspense, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { HutDetails } from '../../../../shared/schemas/catalogue';
import { Button, LinkButton } from '../../../ui/Button';
import { Calendar } from '../../../ui/calendar/Calendar';
import { addDays, isIsoDay, todayIn } from '../../../ui/calendar/dates';
import { stayRefusal, type NightMap, type StayRange } from '../../../ui/calendar/selection';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { selectIsAuthenticated } from '../../auth/authSlice';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { useGetHutAvailabilityQuery } from '../catalogueApi';
import { DEFAULT_VAT_RATE, summarizeStay } from '../lib/pricing';
import { PhoneBookBar } from './PhoneBookBar';
import { PriceSummary } from './PriceSummary';
import { RatePlanChoice, usePlanPolicy } from './RatePlanChoice';
import { Stepper } from './Stepper';

// The booking form loads only for signed-in guests: a visitor's first visit never carries it.
const BookAction = lazy(() => import(/* webpackChunkName: "book-action" */ '../../booking/components/BookAction'));

/** The calendar window: a year of nights from today, one request (the API allows 366 nights). */
const WINDOW_NIGHTS = 365;

const intParam = (value: string | null, min: number, max: number, fallback: number) => {
  const parsed = value && /^\d+$/.test(value) ? Number(value) : fallback;
  return Math.min(max, Math.max(min, parsed));
};

/** Dates on the calendar, guests, a live price and the way on to booking; the choice lives in the URL. */
export function BookingPanel({ hut }: { hut: HutDetails }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const signedIn = useSelector(selectIsAuthenticated);
  const today = todayIn();
  const last = addDays(today, WINDOW_NIGHTS);
  const availability = useGetHutAvailabilityQuery({ id: hut.id, from: today, to: last });
  const config = useGetPublicConfigQuery();
  const vatRate = config.data?.vat_rate ?? DEFAULT_VAT_RATE;

  const nights = useMemo<NightMap>(
    () => Object.fromEntries((availability.data ?? []).map(({ date, ...night }) => [date, night])),
    [availability.data],
  );

  const fromParam = params.get('from');
  const toParam = params.get('to');
  const checkIn = isIsoDay(fromParam) && fromParam >= today ? fromParam : null;
  const checkOutCandidate = checkIn && isIsoDay(toParam) && toParam > checkIn ? toParam : null;
  // A stay from the URL that crosses a taken night or breaks a stay rule is dropped back to its check-in once prices are known.
  const checkOut =
    checkOutCandidate && (!availability.data || stayRefusal(nights, checkIn as string, checkOutCandidate) === null)
      ? checkOutCandidate
      : null;
  const maxAdults = Math.max(1, hut.max_persons_num);
  const adults = intParam(params.get('adults'), 1, maxAdults, Math.min(2, maxAdults));
  const kids = intParam(params.get('kids'), 0, hut.max_kids_num, 0);
  const plans = hut.rates?.rate_plans ?? [];
  const planId = plans.find((plan) => String(plan.id) === params.get('plan'))?.id ?? null;
  const refundHours = config.data?.cancel_full_refund_hours;
  const policyOf = usePlanPolicy(refundHours);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const onRange = (range: StayRange) => update({ from: range.checkIn, to: range.checkOut });
  const rated = hut.rates && { rates: hut.rates, planId, adults, kids };
  const summary = checkIn && checkOut && availability.data ? summarizeStay(nights, checkIn, checkOut, vatRate, rated ?? undefined) : null;
  const here = `${location.pathname}?${params.toString()}`;
  const panelRef = useRef<HTMLElement>(null);
  // The "from" price is a night that can be booked: choosing it selects that night.
  const chooseFromNight = () => hut.lowest_price_date && update({ from: hut.lowest_price_date, to: addDays(hut.lowest_price_date, 1) });
  // The phone bar's button: to the calendar while dates are missing, else to the panel's own Book button.
  const showPanel = () => {
    const panel = panelRef.current;
    if (!panel) return;
    const target = summary
      ? panel.querySelector<HTMLElement>('[data-book-action] :is(button, a)')
      : panel.querySelector<HTMLElement>('[role="grid"]');
    (target ?? panel).scrollIntoView({ behavior: 'smooth', block: 'center' });
    (target?.matches('[role="grid"]') ? (target.querySelector<HTMLElement>('[tabindex="0"]') ?? target) : (target ?? panel)).focus({
      preventScroll: true,
    });
  };

  return (
    <Panel ref={panelRef} tabIndex={-1} aria-labelledby="booking-panel-title">
      <Head>
        <h2 id="booking-panel-title">{t('bookingPanel.title')}</h2>
        {hut.lowest_price && hut.lowest_price_date ? (
          <FromPrice
            type="button"
            onClick={chooseFromNight}
            aria-label={t('bookingPanel.fromPriceChoose', {
              price: formatPrice(hut.lowest_price, i18n.language),
              date: formatDate(hut.lowest_price_date, i18n.language),
            })}
          >
            {t('huts.from')} <strong>{formatPrice(hut.lowest_price, i18n.language)}</strong> {t('huts.perNight')}
          </FromPrice>
        ) : null}
      </Head>
      {availability.isError ? (
        <Failure role="alert">
          {t('bookingPanel.availabilityError')}{' '}
          <Button $variant="ghost" onClick={() => void availability.refetch()}>
            {t('a11y.retry')}
          </Button>
        </Failure>
      ) : null}
      <Calendar nights={nights} range={{ checkIn, checkOut }} onChange={onRange} min={today} max={last} loading={availability.isFetching} />
      {checkIn || checkOut ? (
        <Clear type="button" onClick={() => update({ from: null, to: null })}>
          {t('bookingPanel.clearDates')}
        </Clear>
      ) : null}
      <Guests>
        <Stepper
          label={t('bookingPanel.adults')}
          hint={t('bookingPanel.adultsHint', { n: formatNumber(maxAdults, i18n.language) })}
          value={adults}
          min={1}
          max={maxAdults}
          onChange={(value) => update({ adults: String(value) })}
        />
        {hut.max_kids_num > 0 ? (
          <Stepper
            label={t('bookingPanel.kids')}
            hint={t('bookingPanel.kidsHint', { n: formatNumber(hut.max_kids_num, i18n.language) })}
            value={kids}
            min={0}
            max={hut.max_kids_num}
            onChange={(value) => update({ kids: String(value) })}
          />
        ) : null}
      </Guests>
      {plans.length > 0 ? (
        <RatePlanChoice
          plans={plans}
          chosen={planId}
          refundHours={refundHours}
          onChoose={(id) => update({ plan: id === null ? null : String(id) })}
        />
      ) : null}
      {summary && checkIn && checkOut ? (
        <PriceSummary summary={summary} vatRate={vatRate} checkIn={checkIn} checkOut={checkOut} />
      ) : (
        <Hint>{t('bookingPanel.chooseDates')}</Hint>
      )}
      <div data-book-action>
        {signedIn ? (
          <Suspense
            fallback={
              <Button $block $size="lg" disabled>
                {t('bookingPanel.book')}
              </Button>
            }
          >
            <BookAction
              hutId={hut.id}
              checkIn={checkIn}
              checkOut={checkOut}
              adults={adults}
              kids={kids}
              ratePlan={planId}
              policy={plans.length > 0 ? policyOf(plans.find((plan) => plan.id === planId) ?? null) : undefined}
            />
          </Suspense>
        ) : (
          <LinkButton to={`/account/login?next=${encodeURIComponent(here)}`} $block $size="lg">
            {t('bookingPanel.signInToBook')}
          </LinkButton>
        )}
      </div>
      <PhoneBookBar
        total={summary?.total ?? null}
        nights={summary?.nights ?? 0}
        fromPrice={hut.lowest_price}
        onAction={showPanel}
        signedIn={signedIn}
      />
    </Panel>
  );
}

export default BookingPanel;

const Panel = styled.section`
  display: grid;
  outline: none;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: ${({ theme }) => theme.space(24)};
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const Head = styled.div`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const FromPrice = styled.button`
  padding: ${({ theme }) => theme.space(1, 0)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: start;
  cursor: pointer;
  strong {
    color: ${({ theme }) => theme.colors.deepSea};
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-decoration: underline dotted;
    text-underline-offset: 4px;
  }
`;

const Guests = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const Hint = styled.p`
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Clear = styled.button`
  justify-self: start;
  margin-top: -${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2, 0)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.lagoonDark};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-decoration: underline;
  cursor: pointer;
`;

const Failure = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
