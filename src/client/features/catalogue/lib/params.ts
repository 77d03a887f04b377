/** A positive whole number from a URL parameter, or undefined. */
export const positiveInt = (value: string | null | undefined) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/** The same search with one parameter changed: pagination links keep the rest of the URL. */
export function withParam(params: URLSearchParams, key: string, value: number | string) {
  const next = new URLSearchParams(params);
  next.set(key, String(value));
  return `?${next.toString()}`;
}

/** Events per page of the events list (its screen and the server's rendering of it ask alike). */
export const EVENTS_PAGE_SIZE = 9;
