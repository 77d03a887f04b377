import type { Language } from '../../../shared/constants';
import type { BookingRecord } from './view';

/** Where the stay is: what the e-mail, the e-ticket and the calendar file show (not part of the wire booking). */
export interface StayPlace {
  address: string;
  addressAr: string;
  latitude: number | null;
  longitude: number | null;
}

export function placeOf(record: Pick<BookingRecord, 'hut_address' | 'hut_address_ar' | 'hut_latitude' | 'hut_longitude'>): StayPlace {
  const coordinate = (value: string | null) => (value === null || value === '' ? null : Number(value));
  return {
    // A day visit has no hut: the e-ticket and calendar carry the resort's name only.
    address: record.hut_address ?? '',
    addressAr: record.hut_address_ar ?? '',
    latitude: coordinate(record.hut_latitude),
    longitude: coordinate(record.hut_longitude),
  };
}

export const placeAddress = (place: StayPlace, lang: Language) =>
  lang === 'ar' ? place.addressAr || place.address : place.address || place.addressAr;

/** A plain link (nothing is loaded from it): the guest's phone opens it in their map app. */
export function mapLink(place: StayPlace): string | null {
  if (place.latitude === null || place.longitude === null) return null;
  return `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=16/${place.latitude}/${place.longitude}`;
}
