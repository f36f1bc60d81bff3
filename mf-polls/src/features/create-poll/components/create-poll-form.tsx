import { useId, useState, type FormEvent } from 'react';
import { toFailure, useFailureText, type Failure } from '@runoff/platform/i18n';
import { TEXT_LIMITS } from '@runoff/domain';
import { Alert, Button, CharacterCount, TextField } from '@runoff/ui';
import { useText } from '../../../lib/i18n';
import { usePollOptions } from '../hooks/use-poll-options';
import { MIN_OPTIONS, toNewPoll, validatePollForm, type PollFormProblem, type PollFormValues } from '../utils/validate-poll-form';
import { OptionFields } from '../../../lib/components/option-fields';
import { RoomSettingsFields } from './room-settings-fields';
import {
  DEFAULT_MAX_PARTICIPANTS,
  MAX_MAX_PARTICIPANTS,
  MIN_MAX_PARTICIPANTS,
  parseParticipantLimit,
  type RoomSettings,
} from '../utils/room-settings';
import { ElectionSettingsFields } from '../../../lib/components/election-settings-fields';
import {
  DEFAULT_ELECTION_SETTINGS,
  parseElectionSettings,
  type ElectionSettings,
  type ElectionSettingsField,
  type ElectionSettingsValues,
} from '../../../lib/utils/election-settings';
import { CountingMethodField } from './counting-method-field';
import { WhoMayVoteFields } from './who-may-vote-fields';
import { DEFAULT_VOTER_SETTINGS, toVoterSettings, type VoterSettings, type VoterSettingsValues } from '../utils/who-may-vote';
import { DEFAULT_COUNTING_METHOD, methodFitsSeats } from '../utils/counting-method';
import type { CountMethod } from '@runoff/domain';
import styles from './create-poll.module.css';

export interface CreatePollFormProps {
  /** Saves the trimmed poll; a rejection is shown as "Failed to create poll: {message}". */
  onSubmit: (poll: PollFormValues & RoomSettings & ElectionSettings & VoterSettings & { countingMethod: CountMethod }) => Promise<void>;
  onCancel: () => void;
  /** What the form starts with (a runoff poll's prefill); empty fields otherwise. */
  initial?: PollFormValues;
}

/** What the form's alert says, kept as what went wrong so it follows a change of language. */
type FormError =
  | { kind: 'form'; problem: PollFormProblem }
  | { kind: 'limit' }
  | { kind: 'election'; field: ElectionSettingsField }
  | { kind: 'method' }
  | { kind: 'failure'; failure: Failure };

/** The create form's texts built outside JSX: validation messages in the reader's language. */
function useFormMessages() {
  const { t, intl } = useText();
  const describe = useFailureText();
  const problem = (which: PollFormProblem) =>
    which === 'titleRequired'
      ? t('create.titleRequired')
      : which === 'tooFewOptions'
        ? t('create.tooFewOptions', { count: MIN_OPTIONS })
        : t('create.tooFewFilledOptions', { count: MIN_OPTIONS });
  const limit = () =>
    t('create.participantLimitError', {
      min: intl.formatNumber(MIN_MAX_PARTICIPANTS),
      max: intl.formatNumber(MAX_MAX_PARTICIPANTS),
    });
  const election = (field: ElectionSettingsField) => (field === 'seats' ? t('create.seatsError') : t('create.minRankedError'));
  return {
    limit,
    election,
    of(error: FormError): string {
      switch (error.kind) {
        case 'form':
          return problem(error.problem);
        case 'limit':
          return limit();
        case 'election':
          return election(error.field);
        case 'method':
          return t('create.methodOneWinner');
        case 'failure':
          return t('create.failed', { message: describe(error.failure) });
      }
    },
  };
}

export function CreatePollForm({ onSubmit, onCancel, initial }: CreatePollFormProps) {
  const { t } = useText();
  const messages = useFormMessages();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [category, setCategory] = useState(initial?.category ?? '');
  const options = usePollOptions(initial?.options);
  const [error, setError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  const [maxParticipants, setMaxParticipants] = useState(String(DEFAULT_MAX_PARTICIPANTS));
  const [voterSettings, setVoterSettings] = useState<VoterSettingsValues>(DEFAULT_VOTER_SETTINGS);
  const [limitError, setLimitError] = useState(false);
  const [election, setElection] = useState<ElectionSettingsValues>(DEFAULT_ELECTION_SETTINGS);
  const [electionError, setElectionError] = useState<ElectionSettingsField | null>(null);
  const [countingMethod, setCountingMethod] = useState<CountMethod>(DEFAULT_COUNTING_METHOD);
  const [methodError, setMethodError] = useState(false);
  const descriptionId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { title, description, category, options: options.options.map((option) => option.text) };
    const problem = validatePollForm(values);
    const limit = parseParticipantLimit(maxParticipants);
    const newPoll = toNewPoll(values);
    const settings = parseElectionSettings(election, newPoll.options.length);
    setLimitError('error' in limit);
    setElectionError('error' in settings ? settings.error : null);
    const methodFits = 'error' in settings || methodFitsSeats(countingMethod, settings.value.seats);
    setMethodError(!methodFits);
    setError(
      problem
        ? { kind: 'form', problem }
        : 'error' in limit
          ? { kind: 'limit' }
          : 'error' in settings
            ? { kind: 'election', field: settings.error }
            : !methodFits
              ? { kind: 'method' }
              : null,
    );
    if (problem || 'error' in limit || 'error' in settings || !methodFits) return;
    setBusy(true);
    try {
      await onSubmit({ ...newPoll, maxParticipants: limit.value, ...settings.value, ...toVoterSettings(voterSettings), countingMethod });
    } catch (failure) {
      console.error(failure);
      setError({ kind: 'failure', failure: toFailure(failure) });
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {error && <Alert>{messages.of(error)}</Alert>}
      <TextField
        label={t('create.title')}
        value={title}
        maxLength={TEXT_LIMITS.title}
        onChange={(event) => setTitle(event.target.value)}
        required
        disabled={busy}
      />
      <div className={styles.field}>
        <label htmlFor={descriptionId} className={styles.label}>
          {t('create.description')}
        </label>
        <textarea
          id={descriptionId}
          className={styles.input}
          rows={3}
          maxLength={TEXT_LIMITS.description}
          aria-describedby={`${descriptionId}-count`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          disabled={busy}
        />
        <CharacterCount id={`${descriptionId}-count`} length={description.length} max={TEXT_LIMITS.description} />
      </div>
      <TextField
        label={t('create.category')}
        hint={t('create.categoryHint')}
        value={category}
        maxLength={TEXT_LIMITS.category}
        onChange={(event) => setCategory(event.target.value)}
        disabled={busy}
      />
      <OptionFields
        options={options.options}
        onChange={options.change}
        onAdd={options.add}
        onRemove={(key) => {
          const removed = options.remove(key);
          setError(removed ? null : { kind: 'form', problem: 'tooFewOptions' });
          return removed;
        }}
        disabled={busy}
      />
      <ElectionSettingsFields
        values={election}
        onChange={setElection}
        error={electionError && { field: electionError, error: messages.election(electionError) }}
        disabled={busy}
      />
      <CountingMethodField
        value={countingMethod}
        onChange={(method) => {
          setCountingMethod(method);
          setMethodError(false);
        }}
        error={methodError ? t('create.methodOneWinner') : null}
        disabled={busy}
      />
      <WhoMayVoteFields values={voterSettings} onChange={setVoterSettings} disabled={busy} />
      <RoomSettingsFields
        maxParticipants={maxParticipants}
        limitError={limitError ? messages.limit() : null}
        onMaxParticipantsChange={setMaxParticipants}
        disabled={busy}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('create.cancel')}
        </Button>
        <Button type="submit" busy={busy} busyLabel={t('create.submitting')}>
          {t('create.submit')}
        </Button>
      </div>
    </form>
  );
}
