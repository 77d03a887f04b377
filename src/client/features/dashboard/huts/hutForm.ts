import type { HutInput, StaffHut } from '../../../../shared/schemas/dashboard/huts';

/** What the hut form edits: the API's fields, with the map position as typed text. */
export type HutDraft = Omit<HutInput, 'latitude' | 'longitude'> & { latitude: string; longitude: string };

export const emptyHut: HutDraft = {
  title: '',
  title_ar: '',
  description: '',
  description_ar: '',
  size: 'small',
  max_persons_num: 2,
  max_kids_num: 0,
  bedrooms_num: 1,
  bathrooms_num: 1,
  check_in: '15:00',
  check_out: '12:00',
  latitude: '',
  longitude: '',
  address: '',
  address_ar: '',
  is_active: false,
  main_services: [],
  extra_services: [],
  activities: [],
};

export const draftOf = (hut: StaffHut): HutDraft => ({
  title: hut.title,
  title_ar: hut.title_ar,
  description: hut.description,
  description_ar: hut.description_ar,
  size: hut.size,
  max_persons_num: hut.max_persons_num,
  max_kids_num: hut.max_kids_num,
  bedrooms_num: hut.bedrooms_num,
  bathrooms_num: hut.bathrooms_num,
  check_in: hut.check_in,
  check_out: hut.check_out,
  latitude: hut.latitude === null ? '' : String(hut.latitude),
  longitude: hut.longitude === null ? '' : String(hut.longitude),
  address: hut.address,
  address_ar: hut.address_ar,
  is_active: hut.is_active,
  main_services: hut.main_services,
  extra_services: hut.extra_services,
  activities: hut.activities,
});

/** An empty coordinate is "no position"; anything else is sent as typed so the server's check names a bad one. */
const coordinate = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

export const inputOf = (draft: HutDraft): HutInput => ({
  ...draft,
  latitude: coordinate(draft.latitude),
  longitude: coordinate(draft.longitude),
});
