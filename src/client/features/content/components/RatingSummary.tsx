import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../ui/format';
import { Skeleton } from '../../../ui/Skeleton';
import { Stars } from '../../../ui/Stars';
import { useGetAvgRateQuery } from '../contentApi';
import { QueryView } from './QueryView';

/** The website's average rating: a large figure, stars, and how many guests rated. */
export function RatingSummary() {
  const { t, i18n } = useTranslation();
  const query = useGetAvgRateQuery();
  return (
    <QueryView query={query} skeleton={<Skeleton $width="220px" $height="88px" $radius="card" />}>
      {(rate) => (
        <Box>
          <Figure>{formatNumber(rate.avg_rate, i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</Figure>
          <div>
            <Stars value={rate.avg_rate} size={20} />
            <Count>
              {rate.count === 0
                ? t('rating.none')
                : t('rating.basedOn', { count: rate.count, formatted: formatNumber(rate.count, i18n.language) })}
            </Count>
          </div>
        </Box>
      )}
    </QueryView>
  );
}

export default RatingSummary;

const Box = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4, 6)};
  background: ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Figure = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.deepSea};
`;

const Count = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
