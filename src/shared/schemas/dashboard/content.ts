import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { Id, Nullable } from '../common';
import { Version } from './common';

/** An image the server stored (content upload) or one shipped with the app (/media/...). */
export const ContentImage = Nullable(
  Type.String({
    maxLength: 300,
    pattern: '^/(uploads/content/[a-f0-9]{32}\\.webp|media/[a-z0-9_-]+(/[a-z0-9_-]+)*\\.(svg|webp|png|jpg))$',
  }),
);
const Url = Type.String({ maxLength: 500, pattern: '^https?://[^\\s]+$' });
const short = (max = 200) => Type.String({ maxLength: max });
const long = () => Type.String({ maxLength: 5000 });

/** The editable fields of each list on the site's pages, by the names the API answers with. */
export const CONTENT_LIST_FIELDS = {
  faq: { question: short(500), question_ar: short(500), answer: long(), answer_ar: long() },
  story: { title: short(), title_ar: short(), description: long(), description_ar: long(), image: ContentImage },
  'our-service': { title: short(), title_ar: short(), description: long(), description_ar: long(), image: ContentImage },
  'special-about-us': { title: short(), title_ar: short(), image: ContentImage },
  terms: { title: short(), title_ar: short(), description: long(), description_ar: long() },
  partners: { name: short(150), image: ContentImage, url: Nullable(Url) },
} as const;
export type ContentListName = keyof typeof CONTENT_LIST_FIELDS;
export const CONTENT_LISTS = Object.keys(CONTENT_LIST_FIELDS) as ContentListName[];

/** Text fields that may not be blank (both languages: the site is first-class in each). */
export const REQUIRED_TEXT: Record<ContentListName | 'about-us' | 'terms-title', readonly string[]> = {
  faq: ['question', 'question_ar', 'answer', 'answer_ar'],
  story: ['title', 'title_ar', 'description', 'description_ar'],
  'our-service': ['title', 'title_ar', 'description', 'description_ar'],
  'special-about-us': ['title', 'title_ar'],
  terms: ['title', 'title_ar', 'description', 'description_ar'],
  partners: ['name'],
  'about-us': ['about_us', 'about_us_ar', 'vision', 'vision_ar', 'mission', 'mission_ar'],
  'terms-title': ['title', 'title_ar'],
};

const entry = <P extends TProperties>(fields: P) => Type.Object({ id: Id, sort_order: Type.Integer(), version: Version, ...fields });
const createBody = <P extends TProperties>(fields: P): TObject<P> => Type.Object(fields, { additionalProperties: false });
const updateBody = <P extends TProperties>(fields: P) => Type.Object({ ...fields, version: Version }, { additionalProperties: false });

export const contentListSchemas = (name: ContentListName) => {
  const fields = CONTENT_LIST_FIELDS[name] as TProperties;
  return { entry: entry(fields), create: createBody(fields), update: updateBody(fields) };
};

export const ReorderBody = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }) },
  { additionalProperties: false },
);
export type ReorderBody = Static<typeof ReorderBody>;
export const VersionQuery = Type.Object({ version: Version });

export const ABOUT_FIELDS = {
  about_us: long(),
  about_us_ar: long(),
  vision: long(),
  vision_ar: long(),
  mission: long(),
  mission_ar: long(),
  main_image: ContentImage,
  vision_image: ContentImage,
  mission_image: ContentImage,
};
export const StaffAboutUs = Nullable(Type.Object({ id: Id, version: Version, ...ABOUT_FIELDS }));
/** `version` is the one read; leave it out only when there is nothing yet (the first save creates the page). */
export const AboutUsBody = Type.Object({ ...ABOUT_FIELDS, version: Type.Optional(Version) }, { additionalProperties: false });
export type AboutUsBody = Static<typeof AboutUsBody>;

export const TERMS_TITLE_FIELDS = { title: short(), title_ar: short() };
export const StaffTermsTitle = Nullable(Type.Object({ id: Id, version: Version, ...TERMS_TITLE_FIELDS }));
export const TermsTitleBody = Type.Object({ ...TERMS_TITLE_FIELDS, version: Type.Optional(Version) }, { additionalProperties: false });
export type TermsTitleBody = Static<typeof TermsTitleBody>;

export const UploadedImage = Type.Object({ url: Type.String() });

/** Client-side shapes (the screens edit any list through these). */
export type ContentListEntry = { id: number; sort_order: number; version: number } & Record<string, string | number | null>;
export type StaffAboutUs = Static<typeof StaffAboutUs>;
export type StaffTermsTitle = Static<typeof StaffTermsTitle>;
