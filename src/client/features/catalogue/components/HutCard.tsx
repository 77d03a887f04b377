import { useTranslation } from 'react-i18next';
import { toCents, toMoney } from '../../../../shared/money';
import type { HutSummary } from '../../../../shared/schemas/catalogue';
import { formatPrice } from '../../../ui/format';
import { GuestsIcon } from '../../../ui/icons';
import { Picture, sizedOf } from '../../../ui/Picture';
import { Skeleton } from '../../../ui/Skeleton';
import { Stars } from '../../../ui/Stars';
import { useLocalized } from '../../../ui/useLocalized';
import { Badge, CARD_SIZES, CardBody, CardMedia, CardTitle, Facts, LinkCard, PriceLine, RatingRow, StretchedLink } from './cards.styles';
import { BathIcon, BedIcon } from './icons';
import { useHutSizeLabel } from '../../../ui/useHutSizeLabel';
import { SaveButton } from '../../saved/SaveButton';
import { taggedText } from '../../../ui/taggedText';

/**
 * A hut as a card: photo, name, size, guests, rooms, rating and the price: for a chosen stay (`nights`)
 * what the stay costs with its nightly price beneath, else the lowest nightly price.
 */
export function HutCard({ hut, search = '', nights = 0 }: { hut: HutSummary; search?: string; nights?: number }) {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  const sizeLabel = useHutSizeLabel();

  const image = hut.main_image ?? hut.images[0]?.image;
  const sized = sizedOf(hut.images, image);
  return (
    <LinkCard>
      <CardMedia>
        {image ? (
          <Picture src={image} variants={sized?.variants} width={sized?.width} height={sized?.height} sizes={CARD_SIZES} alt="" />
        ) : null}
        <Badge>{sizeLabel(hut.size)}</Badge>
      </CardMedia>
      <CardBody>
        <CardTitle>
          <StretchedLink to={`/huts/${hut.id}/details${search}`}>{pick(hut, 'title')}</StretchedLink>
        </CardTitle>
        <RatingRow>
          <Stars value={hut.rate} size={14} />
          <span>{hut.total_reviews ? t('counts.reviews', { count: hut.total_reviews }) : t('huts.noReviews')}</span>
        </RatingRow>
        <Facts>
          <li>
            <GuestsIcon size={16} />
            {t('huts.guestsFact', { guests: t('counts.guests', { count: hut.max_persons_num }) })}
          </li>
          <li>
            <BedIcon size={16} />
            {t('counts.bedrooms', { count: hut.bedrooms_num })}
          </li>
          <li>
            <BathIcon size={16} />
            {t('counts.bathrooms', { count: hut.bathrooms_num })}
          </li>
        </Facts>
        <PriceLine>
          {hut.stay_total && nights > 0 ? (
            <>
              {taggedText(
                t('huts.stayTotal', { total: formatPrice(hut.stay_total, i18n.language), nights: t('counts.nights', { count: nights }) }),
                { strong: <strong /> },
              )}
              <small className="nightly">
                {t('huts.stayNightly', { price: formatPrice(toMoney(Math.round(toCents(hut.stay_total) / nights)), i18n.language) })}
              </small>
            </>
          ) : hut.lowest_price ? (
            <>
              {t('huts.from')} <strong>{formatPrice(hut.lowest_price, i18n.language)}</strong> {t('huts.perNight')}
            </>
          ) : (
            t('huts.noPrice')
          )}
        </PriceLine>
      </CardBody>
      <SaveButton item={{ kind: 'hut', id: hut.id, title: hut.title, title_ar: hut.title_ar, image: image ?? null }} />
    </LinkCard>
  );
}

/** The same shape while the list loads. */
export function CardSkeleton() {
  return (
    <LinkCard as="div">
      <CardMedia />
      <CardBody>
        <Skeleton $width="70%" $height="24px" />
        <Skeleton $width="40%" $height="14px" />
        <Skeleton $width="85%" $height="14px" />
        <Skeleton $width="50%" $height="20px" />
      </CardBody>
    </LinkCard>
  );
}

export default HutCard;
