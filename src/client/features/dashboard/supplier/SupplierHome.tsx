import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SalesMonth } from '../../../../shared/schemas/dashboard/supplierPortal';
import { LinkButton } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { CardList } from '../components/CardList';
import { ScreenHeader } from '../components/ScreenHeader';
import { useGetSupplierOverviewQuery } from './supplierPortalApi';

/** A 403 from the portal carries the resort's decision (awaiting approval, or rejected with the reason). */
const refusalOf = (error: unknown) => {
  const { status, data } = (error ?? {}) as { status?: number; data?: { detail?: unknown } };
  return status === 403 && typeof data?.detail === 'string' ? data.detail : null;
};

/** /dashboard for a supplier: this month's sales, the next sessions and the way to their services and events. */
export default function SupplierHome() {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  useDocumentTitle(t('dashboard.supplier.homeTitle'));
  const overview = useGetSupplierOverviewQuery();
  const refusal = refusalOf(overview.error);
  if (refusal) {
    return (
      <>
        <ScreenHeader title={t('dashboard.supplier.homeTitle')} />
        <Notice role="alert">
          <strong>{t('dashboard.supplier.notApprovedTitle')}</strong>
          <p>{refusal}</p>
        </Notice>
      </>
    );
  }
  if (overview.isError) return <ErrorState onRetry={overview.refetch} />;
  if (!overview.data) return <Skeleton $height="320px" />;
  const { this_month: month, upcoming } = overview.data;
  return (
    <>
      <ScreenHeader
        title={t('dashboard.supplier.homeTitle')}
        text={t('dashboard.supplier.homeIntro')}
        actions={
          <>
            <LinkButton to="/dashboard/services/new">{t('dashboard.services.new')}</LinkButton>
            <LinkButton to="/dashboard/events/new" $variant="secondary">
              {t('dashboard.events.new')}
            </LinkButton>
          </>
        }
      />
      <h2>{t('dashboard.supplier.thisMonth')}</h2>
      <Figures figures={month} />
      <Section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{t('dashboard.supplier.upcoming')}</h2>
        {upcoming.length === 0 ? (
          <p>{t('dashboard.supplier.noUpcoming')}</p>
        ) : (
          <CardList>
            {upcoming.map((session) => (
              <li key={`${session.kind}-${session.session_id}`}>
                <Link to={`/dashboard/${session.kind}s/${session.item_id}`}>{pick(session, 'title')}</Link>
                <span>{formatDate(session.date, i18n.language, { weekday: 'short', day: 'numeric', month: 'short' })}</span>
                <span>
                  {t('dashboard.supplier.seats', {
                    sold: formatNumber(session.sold, i18n.language),
                    capacity: formatNumber(session.capacity, i18n.language),
                  })}
                </span>
              </li>
            ))}
          </CardList>
        )}
      </Section>
      <p>
        <Link to="/dashboard/sales">{t('dashboard.supplier.allSales')}</Link>
      </p>
    </>
  );
}

/** The four figures of one month of sales. */
export function Figures({ figures }: { figures: SalesMonth }) {
  const { t, i18n } = useTranslation();
  const cards: [string, string][] = [
    [t('dashboard.supplier.tickets'), formatNumber(figures.tickets, i18n.language)],
    [t('dashboard.supplier.gross'), formatPrice(figures.gross, i18n.language)],
    [t('dashboard.supplier.refunds'), formatPrice(figures.refunds, i18n.language)],
    [t('dashboard.supplier.net'), formatPrice(figures.net, i18n.language)],
  ];
  return (
    <Cards>
      {cards.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Cards>
  );
}

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(0, 0, 6)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  div {
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radii.card};
    background: ${({ theme }) => theme.colors.white};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space(1, 0, 0)};
    color: ${({ theme }) => theme.colors.deepSea};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Section = styled.section`
  li {
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.card};
  }
`;

const Notice = styled.div`
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  p {
    margin: ${({ theme }) => theme.space(2, 0, 0)};
  }
`;
