import { useMemo } from 'react';
import { describeMethod } from '@runoff/explain';
import type { MethodResult } from '@runoff/counting';
import { useWords } from '../../../lib/i18n';
import styles from './count-animation.module.css';

/**
 * The count animation of a poll counted by a method without rounds (issue 31, docs/decisions.md): no
 * bars moving, which would invent rounds the method does not have, but its winner and its count step by
 * step, in the words the results use.
 */
export function MethodSummary({ method, names }: { method: MethodResult; names: Readonly<Record<string, string>> }) {
  const words = useWords();
  const { t } = words;
  const format = useMemo(() => words.explanation(names), [words, names]);
  const methodName = t(`methods.${method.method}`);
  const name = (id: string) => names[id] ?? id;
  return (
    <div className={styles.methodSummary} data-testid="animation-method">
      <p className={styles.methodWinner}>
        {method.winner
          ? t('animation.methodWinner', { method: methodName, name: name(method.winner) })
          : t('animation.methodTie', { method: methodName, names: words.list((method.tie ?? []).map(name)) })}
      </p>
      <p>{t('animation.noRounds', { method: methodName })}</p>
      <ol>
        {describeMethod(method).map((step, i) => (
          <li key={i}>{format(step)}</li>
        ))}
      </ol>
    </div>
  );
}
