import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../shared/schemas/dashboard/audit';
import { formatNumber } from '../../../ui/format';

const CONTENT_SECTIONS = ['about-us', 'terms-title', 'faq', 'story', 'our-service', 'special-about-us', 'terms', 'partners'];

/** The back-office screen that shows an entry's subject, where there is one. */
function subjectPath(entry: AuditEntry): string | null {
  const id = entry.entity_id;
  const parent = entry.subject.parent_id;
  switch (entry.entity_type) {
    case 'booking':
      return id ? `/dashboard/bookings/${id}` : null;
    case 'user':
      return id ? `/dashboard/users/${id}` : null;
    case 'support_message':
      return id ? `/dashboard/support/${id}` : null;
    case 'hut':
      return id ? `/dashboard/huts/${id}` : null;
    case 'hut_image':
      return parent ? `/dashboard/huts/${parent}` : null;
    case 'event':
      return id ? `/dashboard/events/${id}` : null;
    case 'event_session':
    case 'event_image':
      return parent ? `/dashboard/events/${parent}` : null;
    case 'service':
      return id ? `/dashboard/services/${id}` : null;
    case 'service_session':
    case 'service_image':
      return parent ? `/dashboard/services/${parent}` : null;
    case 'price_range':
    case 'closed_nights':
      return parent ? `/dashboard/prices?hut=${parent}` : '/dashboard/prices';
    case 'ken_item':
      return '/dashboard/items';
    case 'promo_code':
      return '/dashboard/promos';
    case 'review':
    case 'website-rating':
      return '/dashboard/reviews';
    case 'resort-contact':
      return '/dashboard/settings';
    case 'seller-settings':
      return '/dashboard/seller';
    case 'staff_alert':
      return '/dashboard/alerts?status=acknowledged';
    default:
      return CONTENT_SECTIONS.includes(entry.entity_type)
        ? `/dashboard/content/${entry.entity_type === 'terms-title' ? 'terms' : entry.entity_type}`
        : null;
  }
}

/**
 * An audit entry's subject in words ("Booking KEN-ABC234", "Price range · Reef Hut", "Supplier or user Coral Divers")
 * and the screen that shows it: never the table's name and a number.
 */
export function useAuditSubject() {
  const { t, i18n } = useTranslation();
  const kinds: Record<string, string> = {
    booking: t('dashboard.audit.subjects.booking'),
    user: t('dashboard.audit.subjects.user'),
    support_message: t('dashboard.audit.subjects.support_message'),
    hut: t('dashboard.audit.subjects.hut'),
    hut_image: t('dashboard.audit.subjects.hut_image'),
    price_range: t('dashboard.audit.subjects.price_range'),
    closed_nights: t('dashboard.audit.subjects.closed_nights'),
    ken_item: t('dashboard.audit.subjects.ken_item'),
    event: t('dashboard.audit.subjects.event'),
    event_session: t('dashboard.audit.subjects.event_session'),
    event_image: t('dashboard.audit.subjects.event_image'),
    service: t('dashboard.audit.subjects.service'),
    service_session: t('dashboard.audit.subjects.service_session'),
    service_image: t('dashboard.audit.subjects.service_image'),
    promo_code: t('dashboard.audit.subjects.promo_code'),
    review: t('dashboard.audit.subjects.review'),
    'website-rating': t('dashboard.audit.subjects.website_rating'),
    'about-us': t('dashboard.content.sectionAbout'),
    'terms-title': t('dashboard.content.sectionTerms'),
    faq: t('dashboard.content.sectionFaq'),
    story: t('dashboard.content.sectionStory'),
    'our-service': t('dashboard.content.sectionServices'),
    'special-about-us': t('dashboard.content.sectionSpecial'),
    terms: t('dashboard.content.sectionTerms'),
    partners: t('dashboard.content.sectionPartners'),
    'resort-contact': t('dashboard.nav.settings'),
    'seller-settings': t('dashboard.nav.seller'),
    staff_alert: t('dashboard.audit.subjects.staff_alert'),
  };
  return (entry: AuditEntry) => {
    const kind = kinds[entry.entity_type] ?? t('dashboard.audit.subjects.other');
    const numbered =
      entry.entity_id && /^\d+$/.test(entry.entity_id)
        ? t('dashboard.audit.subjects.numbered', { number: formatNumber(Number(entry.entity_id), i18n.language) })
        : null;
    const name = entry.subject.name ?? numbered;
    return { kind, name, to: subjectPath(entry) };
  };
}
