/**
 * Dates and times as the product shows them. The product is Australian (ABN, WWCC), so en-AU is the
 * default locale; the time zone defaults to the viewer's own, and tests pin it.
 */
export type DateFormatOptions = { locale?: string; timeZone?: string };

export const DEFAULT_LOCALE = 'en-AU';

export function formatDate(date: Date, options: DateFormatOptions = {}): string {
  return date.toLocaleDateString(options.locale ?? DEFAULT_LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: options.timeZone,
  });
}

export function formatTime(date: Date, options: DateFormatOptions = {}): string {
  return date.toLocaleTimeString(options.locale ?? DEFAULT_LOCALE, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: options.timeZone,
  });
}
