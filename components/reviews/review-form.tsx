'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@/contract/review-limits';
import { sameOriginPost } from '@/lib/request/same-origin-post';
import { reviewDraftProblems, type ReviewField, type ReviewFieldProblem } from '@/lib/reviews/review-form';
import { RatingInput } from './rating-input';
import styles from './reviews.module.css';
import { BusyButton } from '@/components/forms/busy-button';

type Outcome = 'idle' | 'sending' | 'sent' | 'only-customers' | 'save-failed';

const PROBLEM_KEYS: Record<ReviewField, Record<ReviewFieldProblem, 'titleRequired' | 'contentRequired' | 'ratingRequired' | 'tooLong'>> = {
  title: { required: 'titleRequired', tooLong: 'tooLong' },
  content: { required: 'contentRequired', tooLong: 'tooLong' },
  rating: { required: 'ratingRequired', tooLong: 'ratingRequired' },
};

/**
 * The review form (title, text, rating) of a customer who may review the product. Sent to `/api/reviews`; the answer
 * is 'sent for approval' (S4-57), 'Only customer are allowed to publish comment' (S6-06) or 'Error saving comment!'
 * (S8-15). Problems are named at their field and the first invalid field gets the focus.
 */
export function ReviewForm({ pseId }: { pseId: number }) {
  const t = useTranslations('Reviews');
  const id = useId();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [problems, setProblems] = useState<Partial<Record<ReviewField, ReviewFieldProblem>>>({});
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const errorId = (field: ReviewField) => (problems[field] ? `${id}-${field}-error` : null);
  const errorText = (field: ReviewField) => {
    const problem = problems[field];
    return problem ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {t(PROBLEM_KEYS[field][problem])}
      </p>
    ) : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = reviewDraftProblems({ title, content, rating });
    setProblems(found);
    const first = (['title', 'content', 'rating'] as const).find((field) => found[field]);
    if (first) {
      // The first field with a problem gets the focus (the rating: its first star).
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setOutcome('sending');
    const answer = await sameOriginPost('/api/reviews', { pseId, title: title.trim(), content: content.trim(), rating });
    setOutcome(answer.status === 200 ? 'sent' : answer.status === 403 || answer.status === 401 ? 'only-customers' : 'save-failed');
  };

  if (outcome === 'sent') {
    return (
      <p role="status" className={styles.success} data-testid="review-sent">
        {t('sent')}
      </p>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="review-form">
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>{t('title')}</label>
        <input
          id={`${id}-title`}
          name="title"
          value={title}
          maxLength={REVIEW_TITLE_MAX}
          required
          aria-invalid={problems.title ? true : undefined}
          aria-describedby={errorId('title') ?? undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {errorText('title')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-content`}>{t('content')}</label>
        <textarea
          id={`${id}-content`}
          name="content"
          rows={5}
          value={content}
          maxLength={REVIEW_TEXT_MAX}
          required
          aria-invalid={problems.content ? true : undefined}
          aria-describedby={errorId('content') ?? undefined}
          onChange={(event) => setContent(event.target.value)}
        />
        {errorText('content')}
      </div>
      <div>
        <RatingInput id={`${id}-rating`} value={rating} onChange={setRating} errorId={errorId('rating')} />
        {errorText('rating')}
      </div>
      <div role="alert">
        {outcome === 'only-customers' ? <p className={styles.error}>{t('onlyCustomers')}</p> : null}
        {outcome === 'save-failed' ? <p className={styles.error}>{t('saveFailed')}</p> : null}
      </div>
      <div>
        <BusyButton type="submit" className="button" busy={outcome === 'sending'}>
          {outcome === 'sending' ? t('sending') : t('submit')}
        </BusyButton>
      </div>
    </form>
  );
}
