import { afterStartUp, QUIET_AFTER_LOAD_MS } from './afterStartUp';

describe('afterStartUp', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the work only after the loaded page has been quiet for a moment', () => {
    const run = jest.fn();
    afterStartUp(run);
    jest.advanceTimersByTime(QUIET_AFTER_LOAD_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event when the page is still loading', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const run = jest.fn();
    afterStartUp(run);
    jest.advanceTimersByTime(QUIET_AFTER_LOAD_MS * 5);
    expect(run).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(QUIET_AFTER_LOAD_MS);
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const run = jest.fn();
    const cancel = afterStartUp(run);
    cancel();
    jest.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });
});
