import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { factSeparator, formatNumber } from '../../../ui/format';
import { useGetSessionTicketsQuery } from './supplierPortalApi';

/** Who holds tickets for one session: the guest's display name and how many (held: awaiting payment). */
export function SessionTicketsList({ area, id, sessionId }: { area: 'events' | 'services'; id: number; sessionId: number }) {
  const { t, i18n } = useTranslation();
  const tickets = useGetSessionTicketsQuery({ area, id, sessionId });
  if (tickets.isError) return <p role="alert">{t('dashboard.supplier.ticketsError')}</p>;
  if (!tickets.data) return <p>{t('dashboard.common.loading')}</p>;
  if (tickets.data.results.length === 0) return <p>{t('dashboard.supplier.noTickets')}</p>;
  return (
    <List aria-label={t('dashboard.supplier.ticketsTitle')}>
      {tickets.data.results.map((ticket) => (
        <li key={ticket.id}>
          <span>{ticket.guest_name}</span>
          <span>
            {t('dashboard.supplier.ticketQuantity', { n: formatNumber(ticket.quantity, i18n.language) })}
            {ticket.state === 'held' ? `${factSeparator(i18n.language)}${t('dashboard.supplier.held')}` : ''}
          </span>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  grid-column: 1 / -1;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2, 0)};
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
`;
