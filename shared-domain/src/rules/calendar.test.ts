import { calendarFeedUrls, calendarFileName, directionsUrl } from './calendar';

describe('calendar and map links', () => {
  it('names a task’s file after its title', () => {
    expect(calendarFileName('Beach clean-up, north end')).toBe('beach-clean-up-north-end.ics');
    expect(calendarFileName('!!!')).toBe('task.ics');
  });

  it('gives a feed as webcal for calendar apps and https for the rest', () => {
    expect(calendarFeedUrls('https://abc.supabase.co/', 'f00d')).toEqual({
      https: 'https://abc.supabase.co/functions/v1/calendar?token=f00d',
      webcal: 'webcal://abc.supabase.co/functions/v1/calendar?token=f00d',
    });
    expect(calendarFeedUrls('http://127.0.0.1:54321', 'f00d').webcal).toBe(
      'webcal://127.0.0.1:54321/functions/v1/calendar?token=f00d',
    );
  });

  it('opens the place in a map', () => {
    expect(directionsUrl('Bondi Beach')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Bondi%20Beach',
    );
    expect(directionsUrl('  ')).toBeNull();
  });
});
