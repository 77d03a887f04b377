import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';

type DateRow = { id: number; date: string; price: string; seats_left: number; capacity: number };

/** Every upcoming date with its price and the seats left; sold-out dates say so. */
export function DatesTable({ dates, caption }: { dates: DateRow[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (dates.length === 0) return <p>{t('events.noDates')}</p>;
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('events.date')}</th>
          <th scope="col">{t('events.price')}</th>
          <th scope="col">{t('events.seats')}</th>
        </tr>
      </thead>
      <tbody>
        {dates.map((row) => (
          <tr key={row.id}>
            <th scope="row">
              <time dateTime={row.date}>
                {formatDate(row.date, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
              </time>
            </th>
            <td>{formatPrice(row.price, lang)}</td>
            <td className={row.seats_left === 0 ? 'out' : undefined}>
              {row.seats_left === 0
                ? t('events.soldOut')
                : t('events.seatsOf', { n: formatNumber(row.seats_left, lang), total: formatNumber(row.capacity, lang) })}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export default DatesTable;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  caption {
    margin-bottom: ${({ theme }) => theme.space(3)};
    text-align: start;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3, 2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .out {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
