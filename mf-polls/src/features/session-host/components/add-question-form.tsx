import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { toFailure, useFailureText, type Failure } from '@runoff/platform/i18n';
import { Alert, Button, TextField } from '@runoff/ui';
import { useText, type MessageId } from '../../../lib/i18n';
import type { NewQuestion } from '../api/session-host';
import styles from './session-host.module.css';

/** The create-poll form's option inputs (its OptionFields), handed over by the expose. */
export type OptionFieldsComponent = ComponentType<{
  options: { key: number; text: string }[];
  onChange: (key: number, text: string) => void;
  onAdd: () => number;
  onRemove: (key: number) => boolean;
  disabled?: boolean;
}>;

const MIN_OPTIONS = 2;

/** Add a question: a poll's title, options and number of winners; the database checks every rule again. */
export function AddQuestionForm({ OptionFields, onAdd }: { OptionFields: OptionFieldsComponent; onAdd: (question: NewQuestion) => Promise<void> }) {
  const { t } = useText();
  const describe = useFailureText();
  const nextKey = useRef(MIN_OPTIONS);
  const [title, setTitle] = useState('');
  const [options, setOptions] = useState([{ key: 0, text: '' }, { key: 1, text: '' }]);
  const [seats, setSeats] = useState('1');
  // Kept as ids and worded at render, so a language switch re-words an alert already shown.
  const [problem, setProblem] = useState<{ kind: 'form'; id: MessageId } | { kind: 'failure'; failure: Failure } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const texts = options.map((o) => o.text.trim()).filter((text) => text !== '');
    if (title.trim() === '') return setProblem({ kind: 'form', id: 'create.titleRequired' });
    if (texts.length < MIN_OPTIONS) return setProblem({ kind: 'form', id: 'sessionHost.twoOptions' });
    setBusy(true);
    setProblem(null);
    try {
      await onAdd({ title: title.trim(), options: texts, seats: Number.parseInt(seats, 10) || 1 });
      setTitle('');
      setOptions([{ key: nextKey.current++, text: '' }, { key: nextKey.current++, text: '' }]);
      setSeats('1');
    } catch (error) {
      setProblem({ kind: 'failure', failure: toFailure(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="add-question-heading">
      <h2 id="add-question-heading" className={styles.heading}>
        {t('sessionHost.addQuestion')}
      </h2>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {problem && <Alert>{problem.kind === 'form' ? t(problem.id) : describe(problem.failure)}</Alert>}
        <TextField label={t('sessionHost.questionTitle')} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
        <OptionFields
          options={options}
          disabled={busy}
          onChange={(key, text) => setOptions((current) => current.map((o) => (o.key === key ? { ...o, text } : o)))}
          onAdd={() => {
            const key = nextKey.current++;
            setOptions((current) => [...current, { key, text: '' }]);
            return key;
          }}
          onRemove={(key) => {
            if (options.length <= MIN_OPTIONS) return false;
            setOptions((current) => current.filter((o) => o.key !== key));
            return true;
          }}
        />
        <TextField label={t('create.seats')} type="number" inputMode="numeric" min={1} value={seats} onChange={(event) => setSeats(event.target.value)} />
        <div className={styles.buttons}>
          <Button type="submit" busy={busy} busyLabel={t('sessionHost.adding')}>
            {t('sessionHost.addQuestionButton')}
          </Button>
        </div>
      </form>
    </section>
  );
}
