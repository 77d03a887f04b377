import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

/** Shown while a screen's code loads. */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <Overlay role="status" aria-live="polite">
      <Dots aria-hidden="true">
        <Dot $delay={0} />
        <Dot $delay={160} />
        <Dot $delay={320} />
      </Dots>
      <span className="visually-hidden">{t('loader.label')}</span>
    </Overlay>
  );
}

export default FullScreenLoader;

const pulse = keyframes`
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.35; }
  40% { transform: scale(1); opacity: 1; }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.foam};
`;

const Dots = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
`;

const Dot = styled.span<{ $delay: number }>`
  width: 14px;
  height: 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.lagoon};
  animation: ${pulse} 1.2s ease-in-out infinite;
  animation-delay: ${({ $delay }) => $delay}ms;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: 0.8;
  }
`;
