import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A placeholder block shaped like the content it stands for. Hidden from assistive tech. */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{
  $width?: string;
  $height?: string;
  $radius?: 'input' | 'card' | 'pill';
}>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1em'};
  border-radius: ${({ theme, $radius }) => theme.radii[$radius ?? 'input']};
  background: linear-gradient(90deg, #ece4d6 0%, #f6f1e8 50%, #ece4d6 100%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Wraps a group of skeletons and announces loading once to screen readers. */
export const SkeletonGroup = styled.div.attrs({ role: 'status', 'aria-busy': true })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export default Skeleton;
