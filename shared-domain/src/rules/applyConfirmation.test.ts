import { applyConfirmation } from './applyConfirmation';

const task = {
  title: 'Beach clean-up',
  description: 'Pick up litter',
  location: 'Bondi',
  task_date: '2026-03-10T09:00:00Z',
  hours_required: 3,
  capacity: 5,
};
const now = new Date('2026-03-09T08:00:00Z');
const utc = { timeZone: 'UTC' };

describe('applyConfirmation', () => {
  it('has title, description, location, date, hours and spots, and asks to proceed (SPEC §5)', () => {
    expect(applyConfirmation(task, now, utc)).toMatchObject({
      title: 'Beach clean-up',
      description: 'Pick up litter',
      location: 'Bondi',
      date: '10 Mar 2026',
      hours: 'Hours: 3 hrs',
      spots: 'Spots: 5',
      question: 'Proceed?',
    });
  });

  it('says the start as a volunteer reads it, with the spots left and the points when known', () => {
    expect(applyConfirmation({ ...task, points: 40, places_taken: 2 }, now, utc)).toMatchObject({
      when: 'Tomorrow, 09:00',
      spotsLeft: '3 of 5 spots left',
      points: '40 pts',
    });
    expect(applyConfirmation(task, now, utc)).toMatchObject({ spotsLeft: null, points: null });
  });

  it("shows 'Flexible' for an undated task", () => {
    expect(applyConfirmation({ ...task, task_date: null }, now)).toMatchObject({
      date: 'Flexible',
      when: 'Flexible',
    });
  });
});
