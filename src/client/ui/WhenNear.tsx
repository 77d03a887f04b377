// Renders its children once the place they will take comes near the screen: what lies far below the first view
// (its code and its data) waits until the visitor scrolls towards it. The space is held meanwhile, so the page
// does not jump, and a browser without IntersectionObserver renders the children at once.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

interface WhenNearProps {
  children: ReactNode;
  /** Height held until then (CSS length). */
  reserve?: string;
  /** How far from the screen's edge "near" starts (CSS length, as IntersectionObserver's rootMargin). */
  margin?: string;
}

export function WhenNear({ children, reserve = '100vh', margin = '50%' }: WhenNearProps) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? <>{children}</> : <Reserved ref={placeholder} $height={reserve} aria-hidden="true" />;
}

export const Reserved = styled.div<{ $height: string }>`
  min-height: ${({ $height }) => $height};
`;
