import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '../../../ui/Button';
import { fixedBar } from '../../../ui/focusNotObscured';
import { formatPrice } from '../../../ui/format';

type Props = {
  /** The stay's total when dates are chosen, else null. */
  total: number | null;
  nights: number;
  fromPrice: string | null;
  /** Brings the booking panel into view: its calendar without dates, its Book button with them. */
  onAction: () => void;
  /** Signed out, the action reads as the panel's: "Sign in to book". */
  signedIn: boolean;
};

/**
 * Phones only: the booking panel sits after the hut's whole description, so a bar stays at the bottom
 * with the price (the stay's total, or the "from" price) and the way to the panel.
 */
export function PhoneBookBar({ total, nights, fromPrice, onAction, signedIn }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      <RoomForBar />
      <Bar {...fixedBar('bottom')} aria-label={t('bookingPanel.barLabel')}>
        <p>
          {total !== null ? (
            <>
              <strong>{formatPrice(total, lang)}</strong>
              <small>{t('bookingPanel.barNights', { count: nights })}</small>
            </>
          ) : fromPrice ? (
            <>
              <small>{t('huts.from')}</small>
              <strong>{formatPrice(fromPrice, lang)}</strong>
              <small>{t('huts.perNight')}</small>
            </>
          ) : (
            <small>{t('bookingPanel.noPrices')}</small>
          )}
        </p>
        <Button $size="lg" onClick={onAction}>
          {total === null ? t('bookingPanel.chooseDatesShort') : signedIn ? t('bookingPanel.book') : t('bookingPanel.signInToBook')}
        </Button>
      </Bar>
    </>
  );
}

export default PhoneBookBar;

/**
 * The bar's height is fixed, whatever its texts wrap to: while the web fonts swap in (or a price changes) a bar
 * whose height followed its texts grew or shrank, and a fixed bar moving is a layout shift (0.028 on this
 * page). Two lines of the price block (line-height 1.35, Arabic 10 % larger) and the large button fit in it.
 */
const BAR_HEIGHT = '88px';

/** While the bar is shown, the page's end (the footer) can scroll out from under it. (The day tickets' bar too.) */
export const RoomForBar = createGlobalStyle`
  body {
    padding-bottom: calc(${BAR_HEIGHT} + env(safe-area-inset-bottom, 0px));
  }
  ${({ theme }) => theme.media.md} {
    body {
      padding-bottom: 0;
    }
  }
`;

/** A phone's booking bar fixed at the bottom of the page, hidden from a tablet on: price block and one button. */
export const Bar = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay - 1};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  height: calc(${BAR_HEIGHT} + env(safe-area-inset-bottom, 0px));
  padding: ${({ theme }) => theme.space(3, 5)};
  padding-bottom: calc(${({ theme }) => theme.space(3)} + env(safe-area-inset-bottom, 0px));
  background: ${({ theme }) => theme.colors.white};
  box-shadow: 0 -12px 32px -12px rgba(11, 42, 60, 0.3);
  p {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(0, 1.5)};
    min-width: 0;
    margin: 0;
    line-height: 1.35;
    color: ${({ theme }) => theme.colors.muted};
  }
  button {
    flex: none;
    white-space: nowrap;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;
