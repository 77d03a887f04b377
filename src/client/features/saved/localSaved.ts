// The browser's saved list, for a guest not signed in yet: what a card needs to show it, kept in
// localStorage (so it survives a reload and is shared by tabs) and merged into the account at sign-in.
import { useSyncExternalStore } from 'react';
import type { SavedItem, SavedKind } from '../../../shared/schemas/saved';

export const LOCAL_SAVED_KEY = 'ken_saved';

const listeners = new Set<() => void>();
let cache: { raw: string | null; items: SavedItem[] } = { raw: null, items: [] };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isItem = (value: unknown): value is SavedItem =>
  !!value &&
  typeof value === 'object' &&
  ['hut', 'event', 'service'].includes((value as SavedItem).kind) &&
  Number.isInteger((value as SavedItem).id);

/** The list as stored (a damaged value reads as empty). */
export function readLocalSaved(): SavedItem[] {
  const raw = storage()?.getItem(LOCAL_SAVED_KEY) ?? null;
  if (raw === cache.raw) return cache.items;
  let items: SavedItem[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    items = Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    items = [];
  }
  cache = { raw, items };
  return items;
}

function write(items: SavedItem[]) {
  const local = storage();
  if (!local) return;
  if (items.length === 0) local.removeItem(LOCAL_SAVED_KEY);
  else local.setItem(LOCAL_SAVED_KEY, JSON.stringify(items));
  listeners.forEach((listener) => listener());
}

export function addLocalSaved(item: SavedItem) {
  const items = readLocalSaved();
  if (!items.some((saved) => saved.kind === item.kind && saved.id === item.id)) write([item, ...items]);
}

export function removeLocalSaved(kind: SavedKind, id: number) {
  write(readLocalSaved().filter((saved) => saved.kind !== kind || saved.id !== id));
}

export const clearLocalSaved = () => write([]);

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_SAVED_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The browser's list, re-read when this tab or another changes it. */
export function useLocalSaved(): SavedItem[] {
  return useSyncExternalStore(subscribe, readLocalSaved, () => []);
}
