import { INTEREST_OPTIONS } from '../constants';
import {
  ORGANISATION_TYPE_OPTIONS,
  applicantCountLabel,
  completedTasksLabel,
  formatRating,
  organisationTypeLabel,
  pointsLabel,
} from './labels';

describe('formatRating', () => {
  it('shows one decimal place', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(3.04)).toBe('3.0');
    expect(formatRating(5)).toBe('5.0');
  });

  it('shows 0.0 when there is no rating', () => {
    expect(formatRating(null)).toBe('0.0');
    expect(formatRating(undefined)).toBe('0.0');
    expect(formatRating(Number.NaN)).toBe('0.0');
    expect(formatRating(0)).toBe('0.0');
  });
});

describe('pointsLabel', () => {
  it("reads '{n} pts'", () => {
    expect(pointsLabel(150)).toBe('150 pts');
    expect(pointsLabel(0)).toBe('0 pts');
  });
});

describe('applicantCountLabel', () => {
  it("reads '{n} applied' when someone applied", () => {
    expect(applicantCountLabel(1)).toBe('1 applied');
    expect(applicantCountLabel(12)).toBe('12 applied');
  });

  it('invites the first applicant when nobody applied', () => {
    expect(applicantCountLabel(0)).toBe('Be the first to apply!');
  });

  it('never shows a negative count', () => {
    expect(applicantCountLabel(-1)).toBe('Be the first to apply!');
  });
});

describe('completedTasksLabel', () => {
  it('uses the singular for exactly one task', () => {
    expect(completedTasksLabel(1)).toBe('1 task');
  });

  it('uses the plural otherwise', () => {
    expect(completedTasksLabel(0)).toBe('0 tasks');
    expect(completedTasksLabel(2)).toBe('2 tasks');
    expect(completedTasksLabel(37)).toBe('37 tasks');
  });
});

describe('organisationTypeLabel', () => {
  it("shows 'Not specified' when the type is absent", () => {
    expect(organisationTypeLabel(null)).toBe('Not specified');
    expect(organisationTypeLabel(undefined)).toBe('Not specified');
    expect(organisationTypeLabel('')).toBe('Not specified');
    expect(organisationTypeLabel('  ')).toBe('Not specified');
  });

  it('replaces underscores with spaces and capitalises', () => {
    expect(organisationTypeLabel('sports_club')).toBe('Sports Club');
    expect(organisationTypeLabel('community_group')).toBe('Community Group');
    expect(organisationTypeLabel('charity')).toBe('Charity');
    expect(organisationTypeLabel('nonprofit')).toBe('Nonprofit');
  });

  it("keeps the signup default 'Other' as is", () => {
    expect(organisationTypeLabel('Other')).toBe('Other');
  });
});

describe('ORGANISATION_TYPE_OPTIONS', () => {
  it('offers the six types of SPEC §3 with readable labels', () => {
    expect(ORGANISATION_TYPE_OPTIONS).toEqual([
      { value: 'charity', label: 'Charity' },
      { value: 'nonprofit', label: 'Nonprofit' },
      { value: 'sports_club', label: 'Sports Club' },
      { value: 'school', label: 'School' },
      { value: 'community_group', label: 'Community Group' },
      { value: 'other', label: 'Other' },
    ]);
  });
});

describe('INTEREST_OPTIONS', () => {
  it('lists the nine interests of SPEC §3', () => {
    expect(INTEREST_OPTIONS).toEqual([
      'Sport',
      'Arts',
      'Elderly',
      'Homeless',
      'Animals',
      'Environment',
      'Youth',
      'Fundraising',
      'Disability Support',
    ]);
  });
});
