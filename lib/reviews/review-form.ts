import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@/contract/review-limits';

export type ReviewDraft = { title: string; content: string; rating: number | null };
export type ReviewField = 'title' | 'content' | 'rating';
export type ReviewFieldProblem = 'required' | 'tooLong';

/** The problems of a review before it is sent (spec section 3: title, comment text and a rating of 1 to 5), per field. */
export function reviewDraftProblems(draft: ReviewDraft): Partial<Record<ReviewField, ReviewFieldProblem>> {
  const problems: Partial<Record<ReviewField, ReviewFieldProblem>> = {};
  const title = draft.title.trim();
  const content = draft.content.trim();
  if (title === '') problems.title = 'required';
  else if (title.length > REVIEW_TITLE_MAX) problems.title = 'tooLong';
  if (content === '') problems.content = 'required';
  else if (content.length > REVIEW_TEXT_MAX) problems.content = 'tooLong';
  if (draft.rating === null || !Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) problems.rating = 'required';
  return problems;
}
