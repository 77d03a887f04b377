import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { SavedItem } from '../../../shared/schemas/saved';
import { pickLocalized } from '../../ui/useLocalized';
import { useSaved } from './useSaved';

type Props = {
  item: Omit<SavedItem, 'saved_at'>;
  /** `overlay`: a round button over a card's picture; `inline`: beside a page's title, with its word. */
  variant?: 'overlay' | 'inline';
};

/** The heart: saves a hut, event or service to the guest's list, or takes it off (a toggle, aria-pressed). */
export function SaveButton({ item, variant = 'overlay' }: Props) {
  const { t, i18n } = useTranslation();
  const { isSaved, toggle, isBusy } = useSaved();
  const saved = isSaved(item.kind, item.id);
  const name = pickLocalized(item, 'title', i18n.language);
  return (
    <Heart
      type="button"
      $variant={variant}
      $saved={saved}
      aria-pressed={saved}
      aria-label={saved ? t('saved.remove', { name }) : t('saved.save', { name })}
      disabled={isBusy}
      onClick={() => toggle(item)}
    >
      <HeartIcon filled={saved} />
      {variant === 'inline' ? <span aria-hidden="true">{saved ? t('saved.savedWord') : t('saved.saveWord')}</span> : null}
    </Heart>
  );
}

export function HeartIcon({ filled, size = 20 }: { filled: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.7}
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default SaveButton;

const Heart = styled.button<{ $variant: 'overlay' | 'inline'; $saved: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: ${({ theme }) => theme.minTarget};
  min-height: ${({ theme }) => theme.minTarget};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme, $saved }) => ($saved ? theme.colors.danger : theme.colors.deepSea)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  transition: transform ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:hover:not(:disabled) {
    transform: scale(1.06);
  }
  &:disabled {
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: 2px;
  }

  ${({ $variant, theme }) =>
    $variant === 'overlay'
      ? css`
          /* Above the card's stretched link, in the picture's top corner (the other side in Arabic). */
          position: absolute;
          top: ${theme.space(3)};
          right: ${theme.space(3)};
          z-index: 2;
          border-color: transparent;
          box-shadow: 0 4px 12px rgba(11, 42, 60, 0.2);
        `
      : css`
          padding: ${theme.space(0, 4)};
        `}
`;
