import { describe, expect, it } from 'vitest';
import { describeRaterReview, describeSeasonRaterReview } from '@/features/coach-rating-links/lib/describe-rater-review';

describe('the rater review sentence', () => {
  it('with one coach, says there is nobody to compare with instead of "the 1 rater rate alike"', () => {
    expect(describeRaterReview(1, 0)).toBe('Only 1 coach has sent ratings so far: there is nobody to compare them with yet.');
  });

  it('counts coaches who rate alike, and one or several who rate differently, each verb agreeing', () => {
    expect(describeRaterReview(3, 0)).toBe('The 3 coaches rate alike: nothing stands out.');
    expect(describeRaterReview(2, 1)).toBe('1 of the 2 coaches rates differently from the others. You can rescale that coach\u2019s ratings so every team is judged alike.');
    expect(describeRaterReview(4, 2)).toBe('2 of the 4 coaches rate differently from the others. You can rescale their ratings so every team is judged alike.');
  });

  it('over a season, agrees the verb and does not say "one of the 1 division"', () => {
    expect(describeSeasonRaterReview(2, 1, 2, 'Fall 2025')).toBe('1 of the 2 coaches rates differently in at least one of the 2 divisions of Fall 2025.');
    expect(describeSeasonRaterReview(3, 0, 1, 'Fall 2025')).toBe('No coach rates differently in the one division of Fall 2025 compared.');
  });
});
