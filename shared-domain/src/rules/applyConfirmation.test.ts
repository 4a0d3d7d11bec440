import { applyConfirmationLines } from './applyConfirmation';

const task = {
  title: 'Beach clean-up',
  description: 'Pick up litter',
  location: 'Bondi',
  task_date: '2026-03-10T09:00:00Z',
  hours_required: 3,
  capacity: 5,
};

describe('applyConfirmationLines', () => {
  it('lists title, description, location, date, hours, spots and asks to proceed', () => {
    expect(applyConfirmationLines(task, { timeZone: 'UTC' })).toEqual([
      'Beach clean-up',
      'Pick up litter',
      'Bondi',
      '10 Mar 2026',
      'Hours: 3 hrs',
      'Spots: 5',
      'Proceed?',
    ]);
  });

  it("shows 'Flexible' for an undated task", () => {
    expect(applyConfirmationLines({ ...task, task_date: null })[3]).toBe('Flexible');
  });

  it('ends with Proceed?', () => {
    expect(applyConfirmationLines(task).at(-1)).toBe('Proceed?');
  });
});
