import { useId } from 'react';
import { TextField } from '@runoff/ui';
import type { ElectionSettingsValues } from '../utils/election-settings';
import { useText } from '../i18n';
import styles from './election-settings-fields.module.css';

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
 * The create-poll form's and a session's add-question form's (issue 32).
 */
export function ElectionSettingsFields({ values, onChange, error, disabled }: ElectionSettingsFieldsProps) {
  const { t } = useText();
  const partialId = useId();
  const shuffleId = useId();
  const set = (change: Partial<ElectionSettingsValues>) => onChange({ ...values, ...change });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('create.howCounted')}</legend>
      <TextField
        label={t('create.seats')}
        hint={t('create.seatsHint')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={values.seats}
        error={error?.field === 'seats' ? error.error : undefined}
        onChange={(event) => set({ seats: event.target.value })}
        disabled={disabled}
      />
      <div className={styles.checkbox}>
        <input
          id={partialId}
          type="checkbox"
          checked={values.partialRankings}
          onChange={(event) => set({ partialRankings: event.target.checked })}
          aria-describedby={`${partialId}-hint`}
          disabled={disabled}
        />
        <label htmlFor={partialId}>{t('create.partialRankings')}</label>
        <p id={`${partialId}-hint`} className={styles.hint}>
          {t('create.partialRankingsHint')}
        </p>
      </div>
      {values.partialRankings && (
        <TextField
          label={t('create.minRanked')}
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
      <div className={styles.checkbox}>
        <input
          id={shuffleId}
          type="checkbox"
          checked={values.shuffleBallots}
          onChange={(event) => set({ shuffleBallots: event.target.checked })}
          aria-describedby={`${shuffleId}-hint`}
          disabled={disabled}
        />
        <label htmlFor={shuffleId}>{t('create.fairBallots')}</label>
        <p id={`${shuffleId}-hint`} className={styles.hint}>
          {t('create.fairBallotsHint')}
        </p>
      </div>
    </fieldset>
  );
}
