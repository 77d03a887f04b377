import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { factSeparator, formatDate, formatPrice } from '../../../ui/format';
import { QuantityControl } from '../../../ui/QuantityControl';
import { useLocalized } from '../../../ui/useLocalized';
import { useGetDeskHutItemsQuery, useGetDeskOffersQuery } from './deskBookingApi';

/** Chosen quantities by line: `event:<date id>`, `service:<date id>`, `item:<item id>`; the owner id rides along. */
export type Extras = Record<string, { owner: number; quantity: number }>;

/** The stay's event tickets, services and the hut's special items, each with a quantity (none by default). */
export function ExtrasPicker({
  hut,
  dateFrom,
  dateTo,
  value,
  onChange,
}: {
  hut: number;
  dateFrom: string;
  dateTo: string;
  value: Extras;
  onChange: (next: Extras) => void;
}) {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  const lang = i18n.language;
  const offers = useGetDeskOffersQuery({ date_from: dateFrom, date_to: dateTo }, { skip: !dateFrom || !dateTo || dateFrom >= dateTo });
  const items = useGetDeskHutItemsQuery(hut);
  const set = (key: string, owner: number, quantity: number) => {
    const next = { ...value };
    if (quantity > 0) next[key] = { owner, quantity };
    else delete next[key];
    onChange(next);
  };
  const line = (key: string, owner: number, name: string, detail: string, price: string, min: number, max: number) => {
    const quantity = value[key]?.quantity ?? 0;
    const low = Math.max(1, min);
    return (
      <Line key={key}>
        <div>
          <strong>{name}</strong>
          <small>
            {detail}
            {formatPrice(price, lang)}
          </small>
        </div>
        <QuantityControl
          value={quantity}
          down={quantity === 0 ? null : quantity <= low ? 0 : quantity - 1}
          up={quantity >= max ? null : quantity === 0 ? low : quantity + 1}
          onChange={(next) => set(key, owner, next)}
          labels={{
            group: name,
            value: t('dashboard.desk.quantityOf', { name }),
            decrease: t('dashboard.desk.fewer', { name }),
            increase: t('dashboard.desk.more', { name }),
          }}
        />
      </Line>
    );
  };
  const sessions = (kind: 'event' | 'service') =>
    (kind === 'event' ? offers.data?.events : offers.data?.services)?.flatMap((offer) =>
      offer.dates.map((date) =>
        line(
          `${kind}:${date.id}`,
          offer.id,
          pick(offer, 'title'),
          `${formatDate(date.date, lang, { weekday: 'short', day: 'numeric', month: 'short' })}${factSeparator(lang)}`,
          date.price,
          date.min_purchasable_quantity,
          Math.min(date.max_purchasable_quantity, date.seats_left),
        ),
      ),
    ) ?? [];
  const all = [
    ...sessions('event'),
    ...sessions('service'),
    ...(items.data?.results ?? []).map((item) =>
      line(`item:${item.id}`, item.id, pick(item, 'title'), '', item.price, item.min_purchasable_quantity, item.max_purchasable_quantity),
    ),
  ];
  if (all.length === 0)
    return <p>{offers.isFetching || items.isFetching ? t('dashboard.desk.extrasLoading') : t('dashboard.desk.noExtras')}</p>;
  return <List>{all}</List>;
}

/** The quantities as the booking body's lists. */
export function extrasBody(extras: Extras) {
  const of = (kind: string) => Object.entries(extras).filter(([key]) => key.startsWith(`${kind}:`));
  return {
    events: of('event').map(([key, { owner, quantity }]) => ({ event: owner, quantity, date: Number(key.split(':')[1]) })),
    services: of('service').map(([key, { owner, quantity }]) => ({ service: owner, quantity, date: Number(key.split(':')[1]) })),
    special_items: of('item').map(([, { owner, quantity }]) => ({ item: owner, quantity })),
  };
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2, 3)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  > div:first-child {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
