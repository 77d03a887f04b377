import { useTranslation } from 'react-i18next';
import type { EventSummary } from '../../../../shared/schemas/catalogue';
import { formatDate, formatPrice } from '../../../ui/format';
import { CalendarIcon } from '../../../ui/icons';
import { Picture, sizedOf } from '../../../ui/Picture';
import { useLocalized } from '../../../ui/useLocalized';
import { Badge, CARD_SIZES, CardBody, CardMedia, CardTitle, Facts, LinkCard, PriceLine, StretchedLink } from './cards.styles';
import { PinIcon, SeatIcon } from './icons';
import { SaveButton } from '../../saved/SaveButton';

/** An event: its next date with seats, the place, the seats left and the price per person. */
export function EventCard({ event }: { event: EventSummary }) {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  const next = event.available_dates;
  const sized = sizedOf(event.images, event.image);
  return (
    <LinkCard>
      <CardMedia>
        {event.image ? (
          <Picture src={event.image} variants={sized?.variants} width={sized?.width} height={sized?.height} sizes={CARD_SIZES} alt="" />
        ) : null}
        <Badge>{formatDate(next.date, i18n.language, { day: 'numeric', month: 'short' })}</Badge>
      </CardMedia>
      <CardBody>
        <CardTitle>
          <StretchedLink to={`/event/${event.id}/details`}>{pick(event, 'title')}</StretchedLink>
        </CardTitle>
        <Facts>
          <li>
            <CalendarIcon size={16} />
            {formatDate(next.date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}
          </li>
          <li>
            <PinIcon size={16} />
            {pick(event, 'location')}
          </li>
          <li>
            <SeatIcon size={16} />
            {t('counts.seatsLeft', { count: next.seats_left })}
          </li>
        </Facts>
        <PriceLine>
          <strong>{formatPrice(next.price, i18n.language)}</strong> {t('events.perPerson')}
        </PriceLine>
      </CardBody>
      <SaveButton item={{ kind: 'event', id: event.id, title: event.title, title_ar: event.title_ar, image: event.image }} />
    </LinkCard>
  );
}

export default EventCard;
