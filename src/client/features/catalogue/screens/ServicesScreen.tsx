import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { mediaUrl } from '../../../api/mediaUrl';
import { Bdi } from '../../../ui/Bdi';
import { Container } from '../../../ui/Container';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber } from '../../../ui/format';
import { MailIcon, PhoneIcon } from '../../../ui/icons';
import { Pagination } from '../../../ui/Pagination';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { useGetSuppliersQuery } from '../catalogueApi';
import { CardList, CardListSkeleton } from '../components/CardList';
import { Results } from '../components/layout';
import { PageHeader } from '../../../ui/PageHeader';
import { queryFailure } from '../components/queryState';
import { ServiceCard } from '../components/ServiceCard';
import { PinIcon } from '../components/icons';
import { positiveInt, withParam } from '../lib/params';

/** One supplier per page with their services four at a time; both pages live in the URL. */
export default function ServicesScreen() {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  useDocumentTitle(t('services.title'));
  const [params] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const servicesPage = positiveInt(params.get('services_page')) ?? 1;
  const query = useGetSuppliersQuery({ page, services_page: servicesPage });
  const data = query.currentData;
  const supplier = data?.results[0];
  const failure = queryFailure(query);
  // A new supplier starts at their first services page.
  const supplierHref = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    next.delete('services_page');
    return `?${next.toString()}`;
  };
  return (
    <>
      <PageHeader size="compact" eyebrow={t('services.eyebrow')} title={t('services.title')} lead={t('services.lead')} />
      <Results>
        <Container>
          {failure ??
            (!data ? (
              <>
                <Skeleton $width="40%" $height="36px" style={{ marginBottom: 24 }} />
                <CardListSkeleton count={4} />
              </>
            ) : !supplier ? (
              <EmptyState title={t('services.emptyTitle')} text={t('services.emptyText')} />
            ) : (
              <>
                <Supplier aria-labelledby="supplier-name">
                  {supplier.avatar ? <img src={mediaUrl(supplier.avatar)} alt="" width={72} height={72} /> : null}
                  <div>
                    <p className="eyebrow">{t('services.supplier')}</p>
                    <h2 id="supplier-name">
                      <Bdi dir="auto">{pick(supplier, 'company_name') || pick(supplier, 'full_name')}</Bdi>
                    </h2>
                    <ul>
                      {supplier.address ? (
                        <li>
                          <PinIcon size={16} />
                          {supplier.address}
                        </li>
                      ) : null}
                      {supplier.phone ? (
                        <li>
                          <PhoneIcon size={16} />
                          <a href={`tel:${supplier.phone}`}>
                            <Bdi>{supplier.phone}</Bdi>
                          </a>
                        </li>
                      ) : null}
                      <li>
                        <MailIcon size={16} />
                        <a href={`mailto:${supplier.email}`}>
                          <Bdi>{supplier.email}</Bdi>
                        </a>
                      </li>
                    </ul>
                  </div>
                </Supplier>
                {supplier.services.results.length === 0 ? (
                  <EmptyState title={t('services.noServices')} />
                ) : (
                  <CardList items={supplier.services.results} render={(service) => <ServiceCard service={service} />} />
                )}
                <Pagination
                  page={supplier.services.page}
                  pages={supplier.services.pages}
                  hrefFor={(target) => withParam(params, 'services_page', target)}
                  label={t('services.servicesPagination')}
                />
                <SupplierPager>
                  {data.pages > 1 ? (
                    <p>
                      {t('services.partnerOf', {
                        n: formatNumber(data.page, i18n.language),
                        total: formatNumber(data.pages, i18n.language),
                      })}
                    </p>
                  ) : null}
                  <Pagination page={data.page} pages={data.pages} hrefFor={supplierHref} label={t('services.suppliersPagination')} />
                </SupplierPager>
              </>
            ))}
        </Container>
      </Results>
    </>
  );
}

const Supplier = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(8)};
  img {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.sand};
  }
  .eyebrow {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.lagoonDark};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1, 5)};
    margin: ${({ theme }) => theme.space(2, 0, 0)};
    padding: 0;
    list-style: none;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
  a {
    color: ${({ theme }) => theme.colors.lagoonDark};
  }
`;

const SupplierPager = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  text-align: center;
  p {
    margin-top: ${({ theme }) => theme.space(6)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  nav {
    margin-top: ${({ theme }) => theme.space(3)};
  }
`;
