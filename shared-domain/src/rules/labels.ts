import { ORGANISATION_TYPES, type OrganisationType } from '../constants';
import { FIRST_APPLICANT_TEXT, ORGANISATION_TYPE_NOT_SPECIFIED } from '../messages';

/** Ratings are shown to one decimal, 0.0 when there is none yet (SPEC §9). */
export function formatRating(avg: number | null | undefined): string {
  if (avg === null || avg === undefined || !Number.isFinite(avg)) return '0.0';
  return avg.toFixed(1);
}

export function pointsLabel(points: number): string {
  return `${points} pts`;
}

/** The applicant count on a task never reads below zero, even after a withdrawal race (SPEC §4). */
export function applicantCountLabel(count: number): string {
  return count > 0 ? `${count} applied` : FIRST_APPLICANT_TEXT;
}

/** Leaderboard rows read 'N task' or 'N tasks' (SPEC §2). */
export function completedTasksLabel(n: number): string {
  return n === 1 ? '1 task' : `${n} tasks`;
}

/** Organisation type for display: underscores become spaces and every word is capitalised (SPEC §2). */
export function organisationTypeLabel(type: string | null | undefined): string {
  const spaced = (type ?? '').replace(/_/g, ' ').trim();
  if (spaced === '') return ORGANISATION_TYPE_NOT_SPECIFIED;
  return spaced.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** The organisation type select: stored value and its display label. */
export const ORGANISATION_TYPE_OPTIONS: readonly { value: OrganisationType; label: string }[] =
  ORGANISATION_TYPES.map((value) => ({ value, label: organisationTypeLabel(value) }));
