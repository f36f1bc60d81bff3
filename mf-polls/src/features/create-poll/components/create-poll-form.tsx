import { useId, useState, type FormEvent } from 'react';
import { failureMessage } from '@runoff/platform/supabase';
import { TEXT_LIMITS } from '@runoff/domain';
import { Alert, Button, CharacterCount, TextField } from '@runoff/ui';
import { usePollOptions } from '../hooks/use-poll-options';
import { messages, toNewPoll, validatePollForm, type PollFormValues } from '../utils/validate-poll-form';
import { OptionFields } from './option-fields';
import { RoomSettingsFields } from './room-settings-fields';
import { DEFAULT_MAX_PARTICIPANTS, parseParticipantLimit, type RoomSettings } from '../utils/room-settings';
import { ElectionSettingsFields } from './election-settings-fields';
import {
  DEFAULT_ELECTION_SETTINGS,
  parseElectionSettings,
  type ElectionSettings,
  type ElectionSettingsValues,
} from '../utils/election-settings';
import styles from './create-poll.module.css';

export interface CreatePollFormProps {
  /** Saves the trimmed poll; a rejection is shown as "Failed to create poll: {message}". */
  onSubmit: (poll: PollFormValues & RoomSettings & ElectionSettings) => Promise<void>;
  onCancel: () => void;
  /** What the form starts with (a runoff poll's prefill); empty fields otherwise. */
  initial?: PollFormValues;
}

export function CreatePollForm({ onSubmit, onCancel, initial }: CreatePollFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [category, setCategory] = useState(initial?.category ?? '');
  const options = usePollOptions(initial?.options);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [maxParticipants, setMaxParticipants] = useState(String(DEFAULT_MAX_PARTICIPANTS));
  const [accountsOnly, setAccountsOnly] = useState(false);
  const [limitError, setLimitError] = useState<string | null>(null);
  const [election, setElection] = useState<ElectionSettingsValues>(DEFAULT_ELECTION_SETTINGS);
  const [electionError, setElectionError] = useState<{ field: 'seats' | 'minRanked'; error: string } | null>(null);
  const descriptionId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { title, description, category, options: options.options.map((option) => option.text) };
    const problem = validatePollForm(values);
    const limit = parseParticipantLimit(maxParticipants);
    const newPoll = toNewPoll(values);
    const settings = parseElectionSettings(election, newPoll.options.length);
    setLimitError('error' in limit ? limit.error : null);
    setElectionError('error' in settings ? settings : null);
    setError(problem ?? ('error' in limit ? limit.error : 'error' in settings ? settings.error : null));
    if (problem || 'error' in limit || 'error' in settings) return;
    setBusy(true);
    try {
      await onSubmit({ ...newPoll, maxParticipants: limit.value, accountsOnly, ...settings.value });
    } catch (failure) {
      console.error(failure);
      setError(failureMessage('Failed to create poll', failure));
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      {error && <Alert>{error}</Alert>}
      <TextField
        label="Title"
        value={title}
        maxLength={TEXT_LIMITS.title}
        onChange={(event) => setTitle(event.target.value)}
        required
        disabled={busy}
      />
      <div className={styles.field}>
        <label htmlFor={descriptionId} className={styles.label}>
          Description
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
        label="Category"
        hint="Any word that groups your polls, e.g. Food or Movies."
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
          setError(removed ? null : messages.tooFewOptions);
          return removed;
        }}
        disabled={busy}
      />
      <ElectionSettingsFields values={election} onChange={setElection} error={electionError} disabled={busy} />
      <RoomSettingsFields
        maxParticipants={maxParticipants}
        accountsOnly={accountsOnly}
        limitError={limitError}
        onMaxParticipantsChange={setMaxParticipants}
        onAccountsOnlyChange={setAccountsOnly}
        disabled={busy}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyLabel="Creating...">
          Create Poll
        </Button>
      </div>
    </form>
  );
}
