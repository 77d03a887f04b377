import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DateString, Id, Nullable, PageNumber, PageSize } from '../common';
import { Version, writeErrors } from './common';

/** Shapes the catalogue's staff areas share (huts, prices, items, events, services, promos). */

/**
 * A value or null in a request body, as one JSON type list (`["number", "null"]`). The server's validator
 * coerces types, and an `anyOf` with null would turn a null latitude into 0 or a null picture into "";
 * with null among the types, null is taken as it is.
 */
export const OrNull = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
export const VersionQuery = Type.Object({ version: Version });

/** A 409 of the catalogue: stale, or refused with the nights in the way (`range`) so a calendar can show them. */
export const CatalogueConflict = Type.Object({
  detail: Type.String(),
  code: Type.Optional(Type.String()),
  range: Type.Optional(Type.Object({ date_from: DateString, date_to: DateString })),
});
export const catalogueWriteErrors = { ...writeErrors, 409: CatalogueConflict };

export const Title = Type.String({ minLength: 1, maxLength: 200 });
export const ArabicTitle = Type.String({ maxLength: 200 });
export const LongText = Type.String({ maxLength: 5000 });

/** A picture stored by the image endpoint (`/uploads/catalogue/…webp`). */
export const StoredImage = Type.String({ pattern: '^/uploads/catalogue/[0-9a-f]{32}-\\d+\\.webp$', maxLength: 200 });
export const ImageVariant = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() });
/** A picture of a hut, event or service as staff and guests read it; `variants` feed `srcset`. */
export const StaffPicture = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  variants: Type.Array(ImageVariant),
});
export type StaffPicture = Static<typeof StaffPicture>;
export const ImageOrder = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 60 }) }, { additionalProperties: false });
export const CoverChoice = Type.Object({ image_id: Id }, { additionalProperties: false });
export const PictureParams = Type.Object({ id: Id, image_id: Id });
export const UploadedImage = Type.Object({
  image: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  variants: Type.Array(ImageVariant),
});

/**
 * What a hut, event or service still lacks before guests should see it: `picture` (a cover picture) and
 * `price` (a hut's price range, an event's dated session). New ones start hidden (`is_active` false unless
 * the create says true); staff may still show one that lacks something, and the forms warn them first.
 */
export const MISSING_FOR_GUESTS = ['picture', 'price'] as const;
export const MissingForGuests = Type.Array(Type.Union(MISSING_FOR_GUESTS.map((what) => Type.Literal(what))));
export type MissingForGuests = Static<typeof MissingForGuests>;
/** On create only: absent means hidden, so nothing reaches guests before staff choose to show it. */
export const CreateActive = Type.Optional(Type.Boolean());

export const StaffListQuery = {
  page: Type.Optional(PageNumber),
  page_size: Type.Optional(PageSize),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('inactive'), Type.Literal('all')])),
};

export const SessionParams = Type.Object({ id: Id, session_id: Id });
