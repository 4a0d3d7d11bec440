import { afterStartUp, onFirstMove, QUIET_AFTER_LOAD_MS } from './afterStartUp';

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

describe('onFirstMove', () => {
  it('runs once, at the first tap, key or focus, and not after being cancelled', () => {
    const target = new EventTarget();
    const run = jest.fn();
    onFirstMove(target, run);
    target.dispatchEvent(new Event('focusin'));
    target.dispatchEvent(new Event('keydown'));
    expect(run).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    const cancel = onFirstMove(target, cancelled);
    cancel();
    target.dispatchEvent(new Event('pointerdown'));
    expect(cancelled).not.toHaveBeenCalled();
  });
});
