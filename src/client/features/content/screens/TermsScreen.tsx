import { useTranslation } from 'react-i18next';
import { Container } from '../../../ui/Container';
import { EmptyState } from '../../../ui/EmptyState';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryView } from '../components/QueryView';
import { TermsList } from '../components/TermsList';
import { useGetTermsQuery, useGetTermsTitleQuery } from '../contentApi';

export default function TermsScreen() {
  const { t } = useTranslation();
  const { pick } = useLocalized();
  const titleQuery = useGetTermsTitleQuery();
  const termsQuery = useGetTermsQuery();
  const heading = pick(titleQuery.data, 'title') || t('terms.heading');
  useDocumentTitle(t('terms.title'));
  return (
    <>
      <PageHeader eyebrow={t('terms.eyebrow')} title={heading} lead={t('terms.lead')} />
      <Container>
        <div style={{ paddingBlock: '64px' }}>
          <QueryView
            query={termsQuery}
            isEmpty={(terms) => terms.length === 0}
            empty={<EmptyState title={t('terms.empty')} />}
            skeleton={
              <SkeletonGroup aria-label={t('a11y.loading')}>
                {[0, 1, 2, 3].map((key) => (
                  <div key={key} style={{ display: 'grid', gap: 12, marginBottom: 32 }}>
                    <Skeleton $width="40%" $height="28px" />
                    <Skeleton />
                    <Skeleton $width="85%" />
                  </div>
                ))}
              </SkeletonGroup>
            }
          >
            {(terms) => <TermsList terms={terms} />}
          </QueryView>
        </div>
      </Container>
    </>
  );
}
