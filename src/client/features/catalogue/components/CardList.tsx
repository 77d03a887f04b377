import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonGroup } from '../../../ui/Skeleton';
import { CardGrid } from './cards.styles';
import { CardSkeleton } from './HutCard';

/** Skeleton cards shaped like the real ones, announced once as loading. */
export function CardListSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonGroup aria-label={t('a11y.loading')}>
      <CardGrid>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <CardSkeleton />
          </li>
        ))}
      </CardGrid>
    </SkeletonGroup>
  );
}

export function CardList<T extends { id: number }>({ items, render }: { items: T[]; render: (item: T) => ReactNode }) {
  return (
    <CardGrid>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </CardGrid>
  );
}
