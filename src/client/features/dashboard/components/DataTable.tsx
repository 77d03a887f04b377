import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';

export interface Column<Row> {
  /** Stable id; also the sort key sent to the API when `sortable`. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Hidden on phones, where the table scrolls sideways otherwise. */
  wide?: boolean;
}

type Props<Row> = {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** "name" or "-name" (descending); sortable headers become buttons that call onSort. */
  sort?: string;
  onSort?: (column: string) => void;
  empty: ReactNode;
};

/** The back office's list table: sortable headers with aria-sort, and its loading, error and empty states. */
export function DataTable<Row>({ caption, columns, rows, rowKey, isLoading, isError, onRetry, sort = '', onSort, empty }: Props<Row>) {
  const { t } = useTranslation();
  if (isError) return <ErrorState onRetry={onRetry} />;
  if (!isLoading && rows && rows.length === 0) return <EmptyState title={empty} />;

  const direction = (id: string) => (sort === id ? 'ascending' : sort === `-${id}` ? 'descending' : undefined);
  return (
    <Scroll>
      {isLoading ? <Hidden role="status">{t('dashboard.common.loading')}</Hidden> : null}
      <Table aria-busy={isLoading || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <Th
                key={column.id}
                scope="col"
                aria-sort={column.sortable ? (direction(column.id) ?? 'none') : undefined}
                $wide={column.wide}
              >
                {column.sortable && onSort ? (
                  <SortButton type="button" onClick={() => onSort(column.id)}>
                    {column.header}
                    <span aria-hidden="true">
                      {direction(column.id) === 'ascending' ? '▲' : direction(column.id) === 'descending' ? '▼' : '↕'}
                    </span>
                  </SortButton>
                ) : (
                  column.header
                )}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isLoading || !rows
            ? [0, 1, 2].map((index) => (
                <tr key={index}>
                  {columns.map((column) => (
                    <Td key={column.id} $wide={column.wide}>
                      <Skeleton $height="16px" />
                    </Td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Td key={column.id} $wide={column.wide}>
                      {column.cell(row)}
                    </Td>
                  ))}
                </tr>
              ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  tbody tr:not(:last-child) td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
`;

const wideOnly = ({ $wide }: { $wide?: boolean }) => ($wide ? 'display: none; @media (min-width: 900px) { display: table-cell; }' : '');

const Th = styled.th<{ $wide?: boolean }>`
  padding: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.deepSea};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  white-space: nowrap;
  ${wideOnly}
`;

// A table squeezed on a phone breaks its cells at every chance it has ("KEN-/GZYJMX"): codes, e-mails and
// phones (each in a <bdi>) never break, words break only between words; the table scrolls sideways instead.
const Td = styled.td<{ $wide?: boolean }>`
  padding: ${({ theme }) => theme.space(3)};
  vertical-align: middle;
  overflow-wrap: normal;
  word-break: normal;
  bdi {
    white-space: nowrap;
  }
  ${wideOnly}
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;
