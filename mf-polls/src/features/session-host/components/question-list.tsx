import { Button } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import type { SessionQuestion } from '@runoff/domain';
import styles from './session-host.module.css';

export interface QuestionListProps {
  questions: SessionQuestion[];
  currentId: string | null;
  /** Editing is the host's: a co-host drives but does not edit (session.not_host). */
  editable: boolean;
  busy: boolean;
  onDuplicate(id: string): void;
  onRemove(id: string): void;
  onReorder(ids: string[]): void;
}

const STATE = { not_started: 'sessionHost.stateNotStarted', open: 'sessionHost.stateOpen', closed: 'sessionHost.stateClosed' } as const;

/** The session's questions in order, the current one marked; the host reorders, duplicates and removes them. */
export function QuestionList({ questions, currentId, editable, busy, onDuplicate, onRemove, onReorder }: QuestionListProps) {
  const { t } = useText();
  const ids = questions.map((q) => q.id);
  const swap = (index: number, by: number) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onReorder(next);
  };
  if (questions.length === 0) return <p className={styles.lead}>{t('sessionHost.noQuestions')}</p>;
  return (
    <ol className={styles.questions}>
      {questions.map((question, index) => (
        <li key={question.id} className={styles.question} aria-current={question.id === currentId ? 'step' : undefined}>
          <div className={styles.questionText}>
            <span className={styles.questionTitle} dir="auto">
              {question.title}
            </span>
            <span className={styles.meta}>
              {t(STATE[question.voting])}
              {question.resultsShown ? ` · ${t('sessionHost.resultsShownBadge')}` : ''}
              {' · '}
              {t('sessionHost.votes', { count: question.voted })}
            </span>
          </div>
          {editable && (
            <div className={styles.questionButtons}>
              <Button variant="secondary" disabled={busy || index === 0} aria-label={t('sessionHost.moveUp', { title: question.title })} onClick={() => swap(index, -1)}>
                ↑
              </Button>
              <Button variant="secondary" disabled={busy || index === questions.length - 1} aria-label={t('sessionHost.moveDown', { title: question.title })} onClick={() => swap(index, 1)}>
                ↓
              </Button>
              <Button variant="secondary" disabled={busy} aria-label={t('sessionHost.duplicate', { title: question.title })} onClick={() => onDuplicate(question.id)}>
                {t('sessionHost.duplicateShort')}
              </Button>
              {question.voting === 'not_started' && (
                <Button variant="danger" disabled={busy} aria-label={t('sessionHost.remove', { title: question.title })} onClick={() => onRemove(question.id)}>
                  {t('sessionHost.removeShort')}
                </Button>
              )}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
