// i18next's formatter module for the app: with `interpolation.alwaysFormat`, every value put into a text
// passes here, so numbers (counts, plurals' `count`) come out through the one Intl helper and their
// digits follow the language: Arabic-Indic in Arabic, Latin in English.
import type { FormatterModule } from 'i18next';
import { formatDate, formatNumber } from '../ui/format';

export const digitsFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Typed as returning a string, but i18next passes non-numbers on untouched.
  format: (value: unknown, _format: string | undefined, lng: string | undefined): string => {
    if (typeof value === 'number') return formatNumber(value, lng);
    if (value instanceof Date) return formatDate(value, lng);
    return value as string;
  },
};
