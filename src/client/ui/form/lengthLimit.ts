import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format';

/**
 * A text's length against its limit, said out loud: a counter under the field and, past the limit, an error
 * that says by how much (issue 20, item 19). The browser's own maxLength is not used: it cuts a pasted text
 * without a word. Characters are counted as the server counts them (code points, so an emoji is one).
 */
export function useLengthLimit(value: unknown, maxLength: number | undefined) {
  const { t, i18n } = useTranslation();
  if (!maxLength || typeof value !== 'string') return null;
  const length = [...value].length;
  const over = length - maxLength;
  const number = (n: number) => formatNumber(n, i18n.language);
  return {
    over: over > 0,
    counter: t('validation.counter', { count: number(length), max: number(maxLength) }),
    error: over > 0 ? t('validation.tooLong', { max: number(maxLength), over: number(over) }) : null,
  };
}

/** A field's own errors and, past its limit, the length error, as one list. */
export const withLengthError = (error: string | string[] | null | undefined, lengthError: string | null | undefined) => {
  const list = (Array.isArray(error) ? error : error ? [error] : []).filter(Boolean);
  return lengthError ? [...list, lengthError] : error;
};
