import { normaliseReviewComment, validateReview } from './reviewValidation';

const ids = { taskId: 12, userId: 'vol-1', orgId: 'org-user-1' };

describe('validateReview', () => {
  it('accepts ratings 1 to 5 with all ids', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(validateReview({ ...ids, rating })).toBeNull();
    }
  });

  it("asks 'Please provide a rating.' without a rating", () => {
    expect(validateReview({ ...ids, rating: null })).toBe('Please provide a rating.');
    expect(validateReview({ ...ids, rating: 0 })).toBe('Please provide a rating.');
  });

  it('refuses ratings outside 1 to 5 or between stars', () => {
    expect(validateReview({ ...ids, rating: 6 })).toBe('Please provide a rating.');
    expect(validateReview({ ...ids, rating: -1 })).toBe('Please provide a rating.');
    expect(validateReview({ ...ids, rating: 3.5 })).toBe('Please provide a rating.');
  });

  it("says 'Missing required review information.' when an id is absent", () => {
    expect(validateReview({ ...ids, rating: 4, taskId: null })).toBe(
      'Missing required review information.',
    );
    expect(validateReview({ ...ids, rating: 4, userId: '' })).toBe(
      'Missing required review information.',
    );
    expect(validateReview({ ...ids, rating: 4, orgId: undefined })).toBe(
      'Missing required review information.',
    );
  });
});

describe('normaliseReviewComment', () => {
  it('trims the comment and drops a blank one', () => {
    expect(normaliseReviewComment('  Great work  ')).toBe('Great work');
    expect(normaliseReviewComment('   ')).toBeNull();
    expect(normaliseReviewComment(undefined)).toBeNull();
  });
});
