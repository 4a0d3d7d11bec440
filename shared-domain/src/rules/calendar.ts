/**
 * Calendar and map links of a task (issues #20, #21). The iCalendar text itself is the database's
 * (task_calendar, calendar_feed in migration 20261124134628): one writer for the download and the feed.
 */

/** The name to save a task's .ics file under: its title, lower-case, hyphenated. */
export function calendarFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug === '' ? 'task' : slug}.ics`;
}

/**
 * A private feed's addresses: `webcal:` for calendar apps to subscribe to, and the same over
 * https for those that ask for a URL. `apiUrl` is the Supabase project's URL.
 */
export function calendarFeedUrls(apiUrl: string, token: string): { webcal: string; https: string } {
  const https = `${apiUrl.replace(/\/+$/, '')}/functions/v1/calendar?token=${encodeURIComponent(token)}`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/** Directions to a task's place in the map service the device opens. */
export function directionsUrl(location: string | null): string | null {
  if (location === null || location.trim() === '') return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location.trim())}`;
}
