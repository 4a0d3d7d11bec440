import {
  DEFAULT_ORGANISATION_TYPE,
  EXPORT_FALLBACK_HOURS,
  EXPORT_IMAGE_SCALE,
  EXPORT_WINDOW_DAYS,
  LEADERBOARD_SIZE,
  ORGANISATION_PASSWORD_MIN_LENGTH,
  REDEMPTION_CONFETTI_PARTICLES,
  REDIRECT_AFTER_CREATION_MS,
  REVIEWS_SWIPE_THRESHOLD_PX,
  SLIDESHOW_IMAGE_COUNT,
  SLIDESHOW_INTERVAL_MS,
  TASK_CREATION_CONFETTI_PIECES,
  TOAST_ERROR_MS,
  TOAST_LIMIT,
  TOAST_SUCCESS_MS,
  UPLOAD_CACHE_CONTROL_SECONDS,
} from './constants';
import { organisationTypeLabel } from './rules/labels';

describe('SPEC §9 constants', () => {
  it('shows success toasts 2 s, error toasts 4 s, at most 20 at once', () => {
    expect([TOAST_SUCCESS_MS, TOAST_ERROR_MS, TOAST_LIMIT]).toEqual([2000, 4000, 20]);
  });

  it('changes the 4 landing images every 3000 ms', () => {
    expect([SLIDESHOW_IMAGE_COUNT, SLIDESHOW_INTERVAL_MS]).toEqual([4, 3000]);
  });

  it('celebrates with 100 particles on redemption and 200 pieces on task creation', () => {
    expect([REDEMPTION_CONFETTI_PARTICLES, TASK_CREATION_CONFETTI_PIECES]).toEqual([100, 200]);
  });

  it('redirects 1.5 s after task creation', () => {
    expect(REDIRECT_AFTER_CREATION_MS).toBe(1500);
  });

  it('keeps the remaining limits', () => {
    expect(LEADERBOARD_SIZE).toBe(5);
    expect(ORGANISATION_PASSWORD_MIN_LENGTH).toBe(8);
    expect(UPLOAD_CACHE_CONTROL_SECONDS).toBe(3600);
    expect(REVIEWS_SWIPE_THRESHOLD_PX).toBe(50);
    expect([EXPORT_WINDOW_DAYS, EXPORT_IMAGE_SCALE, EXPORT_FALLBACK_HOURS]).toEqual([7, 2, 1]);
  });

  it("stores signup's organisation type so that it reads 'Other'", () => {
    expect(organisationTypeLabel(DEFAULT_ORGANISATION_TYPE)).toBe('Other');
  });
});
