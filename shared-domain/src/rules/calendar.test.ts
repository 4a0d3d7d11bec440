import { directionsUrl, taskCalendarFile, taskCalendarLink, type CalendarTask } from './calendar';

const task: CalendarTask = {
  id: 't1',
  title: 'Beach clean-up, north end',
  description: 'Bring gloves; we supply bags.\nMeet at the kiosk.',
  location: 'Bondi Beach',
  task_date: '2026-03-09T09:00:00Z',
  hours_required: 3,
  task_type: 'once-off',
  days_of_week: null,
  number_of_weeks: null,
  organisation_name: 'Green Streets',
};
const stamp = new Date('2026-03-01T00:00:00Z');

describe('taskCalendarFile', () => {
  it('is one event from the start for the task’s hours, with its place and organisation', () => {
    const file = taskCalendarFile(task, stamp) ?? '';
    expect(file.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:task-t1@pitch-in',
        'DTSTART:20260309T090000Z',
        'DTEND:20260309T120000Z',
        'SUMMARY:Beach clean-up\\, north end',
        'LOCATION:Bondi Beach',
        'END:VEVENT',
      ]),
    );
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain('Bring gloves\\; we supply bags.\\nMeet at the kiosk.');
    expect(unfolded).toContain('With Green Streets.');
    expect(file).not.toContain('RRULE');
  });

  it('repeats an ongoing task weekly on its days for its weeks', () => {
    const file =
      taskCalendarFile(
        {
          ...task,
          task_type: 'ongoing',
          days_of_week: ['Tuesday', 'Thursday'],
          number_of_weeks: 4,
        },
        stamp,
      ) ?? '';
    expect(file).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8');
  });

  it('folds long lines at 75 octets', () => {
    const file = taskCalendarFile({ ...task, description: 'x'.repeat(200) }, stamp) ?? '';
    for (const line of file.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it('has nothing to add for an undated task', () => {
    expect(taskCalendarFile({ ...task, task_date: null }, stamp)).toBeNull();
    expect(taskCalendarLink({ ...task, task_date: null }, stamp)).toBeNull();
  });
});

describe('taskCalendarLink and directionsUrl', () => {
  it('names the file after the task and opens the place in a map', () => {
    expect(taskCalendarLink(task, stamp)?.fileName).toBe('beach-clean-up-north-end.ics');
    expect(directionsUrl('Bondi Beach')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Bondi%20Beach',
    );
    expect(directionsUrl('  ')).toBeNull();
  });
});
