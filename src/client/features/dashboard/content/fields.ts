import type { ContentListName } from '../../../../shared/schemas/dashboard/content';

/** How each list is edited: bilingual pairs (label key, wire names, multiline) and single fields. */
export interface ListForm {
  pairs: { label: string; name: string; nameAr: string; multiline?: boolean; maxLength: number }[];
  /** The pair whose text names an entry in the list. */
  titleField: string;
  image?: boolean;
  name?: boolean;
  url?: boolean;
  /** Where guests see this list, for the preview. */
  guestPath: string;
}

const titlePair = { label: 'dashboard.content.fieldTitle', name: 'title', nameAr: 'title_ar', maxLength: 200 };
const descriptionPair = {
  label: 'dashboard.content.fieldDescription',
  name: 'description',
  nameAr: 'description_ar',
  multiline: true,
  maxLength: 5000,
};

export const LIST_FORMS: Record<ContentListName, ListForm> = {
  faq: {
    pairs: [
      { label: 'dashboard.content.fieldQuestion', name: 'question', nameAr: 'question_ar', maxLength: 500 },
      { label: 'dashboard.content.fieldAnswer', name: 'answer', nameAr: 'answer_ar', multiline: true, maxLength: 5000 },
    ],
    titleField: 'question',
    guestPath: '/about',
  },
  story: { pairs: [titlePair, descriptionPair], titleField: 'title', image: true, guestPath: '/about' },
  'our-service': { pairs: [titlePair, descriptionPair], titleField: 'title', image: true, guestPath: '/about' },
  'special-about-us': { pairs: [titlePair], titleField: 'title', image: true, guestPath: '/about' },
  terms: { pairs: [titlePair, descriptionPair], titleField: 'title', guestPath: '/terms-and-conditions' },
  partners: { pairs: [], titleField: 'name', name: true, url: true, image: true, guestPath: '/' },
};

/** An empty entry of a list, for the "add" form. */
export function blankEntry(form: ListForm): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const pair of form.pairs) {
    values[pair.name] = '';
    values[pair.nameAr] = '';
  }
  if (form.name) values.name = '';
  if (form.url) values.url = '';
  if (form.image) values.image = null;
  return values;
}
