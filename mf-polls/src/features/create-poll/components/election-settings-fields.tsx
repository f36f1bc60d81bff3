import { useId } from 'react';
import { TextField } from '@runoff/ui';
import type { ElectionSettingsValues } from '../utils/election-settings';
import styles from './create-poll.module.css';
import roomStyles from './room-settings-fields.module.css';

export interface ElectionSettingsFieldsProps {
  values: ElectionSettingsValues;
  onChange: (values: ElectionSettingsValues) => void;
  /** The message of the field at fault, shown under it. */
  error: { field: 'seats' | 'minRanked'; error: string } | null;
  disabled: boolean;
}

/**
 * How the poll is counted and how its ballot starts (issue 21): the number of winners, partial rankings
 * ("Voters may rank only their top choices", off by default, then at least a minimum) and fair ballots.
 */
export function ElectionSettingsFields({ values, onChange, error, disabled }: ElectionSettingsFieldsProps) {
  const partialId = useId();
  const shuffleId = useId();
  const set = (change: Partial<ElectionSettingsValues>) => onChange({ ...values, ...change });
  return (
    <fieldset className={roomStyles.fieldset}>
      <legend className={styles.legend}>How it is counted</legend>
      <TextField
        label="Number of winners"
        hint="Seats to fill: 1 elects a single winner; more elects several by single transferable vote."
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={values.seats}
        error={error?.field === 'seats' ? error.error : undefined}
        onChange={(event) => set({ seats: event.target.value })}
        disabled={disabled}
      />
      <div className={roomStyles.checkbox}>
        <input
          id={partialId}
          type="checkbox"
          checked={values.partialRankings}
          onChange={(event) => set({ partialRankings: event.target.checked })}
          aria-describedby={`${partialId}-hint`}
          disabled={disabled}
        />
        <label htmlFor={partialId}>Voters may rank only their top choices</label>
        <p id={`${partialId}-hint`} className={roomStyles.hint}>
          Off: every voter ranks every option. On: a ballot ranks at least the minimum below and leaves the rest
          unranked.
        </p>
      </div>
      {values.partialRankings && (
        <TextField
          label="Least number of options to rank"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={values.minRanked}
          error={error?.field === 'minRanked' ? error.error : undefined}
          onChange={(event) => set({ minRanked: event.target.value })}
          disabled={disabled}
        />
      )}
      <div className={roomStyles.checkbox}>
        <input
          id={shuffleId}
          type="checkbox"
          checked={values.shuffleBallots}
          onChange={(event) => set({ shuffleBallots: event.target.checked })}
          aria-describedby={`${shuffleId}-hint`}
          disabled={disabled}
        />
        <label htmlFor={shuffleId}>Fair ballots</label>
        <p id={`${shuffleId}-hint`} className={roomStyles.hint}>
          Each voter's ballot starts in its own random order, so the options on top of your list gain nothing from
          voters who submit without moving them.
        </p>
      </div>
    </fieldset>
  );
}
