import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@/contract/review-limits';
import { reviewDraftProblems } from './review-form';

describe('a review before it is sent', () => {
  test('S3-46 a review needs a title, a comment text and a rating', () => {
    expect(reviewDraftProblems({ title: ' ', content: '', rating: null })).toEqual({ title: 'required', content: 'required', rating: 'required' });
    expect(reviewDraftProblems({ title: 'Gut', content: 'Passt.', rating: 4 })).toEqual({});
  });

  test('the rating is a whole number of stars from 1 to 5; title and text have their limits', () => {
    expect(reviewDraftProblems({ title: 'Gut', content: 'Passt.', rating: 0 }).rating).toBe('required');
    expect(reviewDraftProblems({ title: 'Gut', content: 'Passt.', rating: 6 }).rating).toBe('required');
    expect(reviewDraftProblems({ title: 'Gut', content: 'Passt.', rating: 2.5 }).rating).toBe('required');
    expect(reviewDraftProblems({ title: 'x'.repeat(REVIEW_TITLE_MAX + 1), content: 'y'.repeat(REVIEW_TEXT_MAX + 1), rating: 5 })).toEqual({ title: 'tooLong', content: 'tooLong' });
  });
});
