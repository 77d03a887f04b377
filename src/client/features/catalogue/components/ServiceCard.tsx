import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ServiceSummary } from '../../../../shared/schemas/catalogue';
import { formatDate, formatPrice } from '../../../ui/format';
import { CalendarIcon, GuestsIcon } from '../../../ui/icons';
import { Picture, sizedOf } from '../../../ui/Picture';
import { useLocalized } from '../../../ui/useLocalized';
import { CARD_SIZES, CardBody, CardMedia, CardTitle, Facts, LinkCard, PriceLine, StretchedLink } from './cards.styles';
import { SaveButton } from '../../saved/SaveButton';

/** A service: photo, name, short description, next date, group size and price per person. */
export function ServiceCard({ service }: { service: ServiceSummary }) {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  const sized = sizedOf(service.images, service.image);
  return (
    <LinkCard>
      <CardMedia>
        {service.image ? (
          <Picture src={service.image} variants={sized?.variants} width={sized?.width} height={sized?.height} sizes={CARD_SIZES} alt="" />
        ) : null}
      </CardMedia>
      <CardBody>
        <CardTitle>
          <StretchedLink to={`/services/${service.id}`}>{pick(service, 'title')}</StretchedLink>
        </CardTitle>
        <Description>{pick(service, 'description')}</Description>
        <Facts>
          {service.available_dates ? (
            <li>
              <CalendarIcon size={16} />
              {t('services.nextDate', { date: formatDate(service.available_dates.date, i18n.language, { day: 'numeric', month: 'long' }) })}
            </li>
          ) : null}
          <li>
            <GuestsIcon size={16} />
            {t('counts.upToPeople', { count: service.max_purchasable_quantity })}
          </li>
        </Facts>
        <PriceLine>
          <strong>{formatPrice(service.price, i18n.language)}</strong> {t('services.perPerson')}
        </PriceLine>
      </CardBody>
      <SaveButton item={{ kind: 'service', id: service.id, title: service.title, title_ar: service.title_ar, image: service.image }} />
    </LinkCard>
  );
}

export default ServiceCard;

const Description = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
