import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from './common';

export const Faq = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  question_ar: Type.String(),
  answer: Type.String(),
  answer_ar: Type.String(),
});
export type Faq = Static<typeof Faq>;

export const AboutUs = Type.Object({
  about_us: Type.String(),
  about_us_ar: Type.String(),
  vission: Type.String(),
  vission_ar: Type.String(),
  mission: Type.String(),
  mission_ar: Type.String(),
  main_image: Nullable(Type.String()),
  vision_image: Nullable(Type.String()),
  mission_image: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
});
export type AboutUs = Static<typeof AboutUs>;

/** The shape of both `story` and `our-service` entries. */
export const ContentBlock = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  title_ar: Type.String(),
  description: Type.String(),
  description_ar: Type.String(),
  image: Nullable(Type.String()),
});
export type ContentBlock = Static<typeof ContentBlock>;

export const SpecialAboutUs = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  title_ar: Type.String(),
  image: Nullable(Type.String()),
});
export type SpecialAboutUs = Static<typeof SpecialAboutUs>;

export const Term = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  title_ar: Type.String(),
  description: Type.String(),
  description_ar: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type Term = Static<typeof Term>;

export const TermsTitle = Type.Object({ id: Type.Integer(), title: Type.String(), title_ar: Type.String() });
export type TermsTitle = Static<typeof TermsTitle>;

export const AvgRate = Type.Object({ avg_rate: Type.Number(), count: Type.Integer() });
export type AvgRate = Static<typeof AvgRate>;

export const SiteReviewBody = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type SiteReviewBody = Static<typeof SiteReviewBody>;

export const Partner = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Nullable(Type.String()),
  url: Type.Optional(Nullable(Type.String())),
});
export type Partner = Static<typeof Partner>;

/** The resort's reply under a guest's review or rating (issue 26 §3), in the language staff wrote it in. */
export const ReviewReply = Type.Object({
  text: Type.String(),
  language: Type.Union([Type.Literal('en'), Type.Literal('ar')]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type ReviewReply = Static<typeof ReviewReply>;

export const Testimonial = Type.Object({
  id: Type.Integer(),
  user: Type.Object({ id: Type.Integer(), full_name: Type.String(), avatar: Nullable(Type.String()) }),
  hut: Type.Union([Type.Integer(), Type.Null()]),
  value: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  reply: Nullable(ReviewReply),
});
export type Testimonial = Static<typeof Testimonial>;

/** The answer to POST /api/content/ken/review/: the caller's one website rating. */
export const SiteReview = Type.Object({
  id: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  reply: Nullable(ReviewReply),
});
export type SiteReview = Static<typeof SiteReview>;

export const TestimonialQuery = Type.Object({
  hut: Type.Optional(Id),
});
export type TestimonialQuery = Static<typeof TestimonialQuery>;
