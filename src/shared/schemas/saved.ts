import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from './common';

/** What a guest can save to their wish list (issue 26 §3). */
export const SAVED_KINDS = ['hut', 'event', 'service'] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];

/** A wish list is short by nature; the cap keeps one answer (and a merge) bounded. */
export const SAVED_LIMIT = 200;

export const SavedKindSchema = Type.Union(SAVED_KINDS.map((kind) => Type.Literal(kind)));

export const SavedRef = Type.Object({ kind: SavedKindSchema, id: Id }, { additionalProperties: false });
export type SavedRef = Static<typeof SavedRef>;

export const SavedParams = SavedRef;

/** One saved hut, event or service, with what a card needs to show it. */
export const SavedItem = Type.Object({
  kind: SavedKindSchema,
  id: Id,
  title: Type.String(),
  title_ar: Type.String(),
  image: Nullable(Type.String()),
  saved_at: Type.String({ format: 'date-time' }),
});
export type SavedItem = Static<typeof SavedItem>;

/** The browser's list, kept before sign-in, merged into the account's at sign-in. */
export const SavedMergeBody = Type.Object({ items: Type.Array(SavedRef, { maxItems: SAVED_LIMIT }) }, { additionalProperties: false });
export type SavedMergeBody = Static<typeof SavedMergeBody>;
