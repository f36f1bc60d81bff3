import { useRef, useState, type FormEvent } from 'react';
import { toFailure, useFailureText, type Failure } from '@runoff/platform/i18n';
import { Alert, Button, TextField } from '@runoff/ui';
import { ElectionSettingsFields } from '../../../lib/components/election-settings-fields';
import { OptionFields } from '../../../lib/components/option-fields';
import { useText, type MessageId } from '../../../lib/i18n';
import {
  DEFAULT_ELECTION_SETTINGS,
  parseElectionSettings,
  type ElectionSettingsField,
  type ElectionSettingsValues,
} from '../../../lib/utils/election-settings';
import type { NewQuestion } from '../api/session-host';
import styles from './session-host.module.css';

const MIN_OPTIONS = 2;

function electionMessage(field: ElectionSettingsField): MessageId {
  return field === 'seats' ? 'create.seatsError' : 'create.minRankedError';
}

/**
 * Add a question: a poll's title, options, number of winners, partial rankings ("rank at least n") and fair
 * ballots, in the create-poll form's fields and words; the database checks every rule again.
 */
export function AddQuestionForm({ onAdd }: { onAdd: (question: NewQuestion) => Promise<void> }) {
  const { t } = useText();
  const describe = useFailureText();
  const nextKey = useRef(MIN_OPTIONS);
  const [title, setTitle] = useState('');
  const [options, setOptions] = useState([{ key: 0, text: '' }, { key: 1, text: '' }]);
  const [election, setElection] = useState<ElectionSettingsValues>(DEFAULT_ELECTION_SETTINGS);
  const [electionError, setElectionError] = useState<ElectionSettingsField | null>(null);
  // Kept as ids and worded at render, so a language switch re-words an alert already shown.
  const [problem, setProblem] = useState<{ kind: 'form'; id: MessageId } | { kind: 'failure'; failure: Failure } | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const texts = options.map((o) => o.text.trim()).filter((text) => text !== '');
    if (title.trim() === '') return setProblem({ kind: 'form', id: 'create.titleRequired' });
    if (texts.length < MIN_OPTIONS) return setProblem({ kind: 'form', id: 'sessionHost.twoOptions' });
    const settings = parseElectionSettings(election, texts.length);
    setElectionError('error' in settings ? settings.error : null);
    if ('error' in settings) return setProblem({ kind: 'form', id: electionMessage(settings.error) });
    setBusy(true);
    setProblem(null);
    try {
      await onAdd({ title: title.trim(), options: texts, ...settings.value });
      setTitle('');
      setOptions([{ key: nextKey.current++, text: '' }, { key: nextKey.current++, text: '' }]);
      setElection(DEFAULT_ELECTION_SETTINGS);
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
        <ElectionSettingsFields
          values={election}
          onChange={setElection}
          error={electionError && { field: electionError, error: t(electionMessage(electionError)) }}
          disabled={busy}
        />
        <div className={styles.buttons}>
          <Button type="submit" busy={busy} busyLabel={t('sessionHost.adding')}>
            {t('sessionHost.addQuestionButton')}
          </Button>
        </div>
      </form>
    </section>
  );
}
