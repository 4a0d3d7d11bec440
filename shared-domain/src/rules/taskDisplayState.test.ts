import { taskDisplayState } from './taskDisplayState';

describe('taskDisplayState', () => {
  it('is Open for a new task', () => {
    expect(taskDisplayState({ status: false, completed: false })).toBe('Open');
  });

  it('is Pending when the task is filled but not completed', () => {
    expect(taskDisplayState({ status: true, completed: false })).toBe('Pending');
  });

  it('is Completed whenever completed is true', () => {
    expect(taskDisplayState({ status: true, completed: true })).toBe('Completed');
    expect(taskDisplayState({ status: false, completed: true })).toBe('Completed');
  });
});
