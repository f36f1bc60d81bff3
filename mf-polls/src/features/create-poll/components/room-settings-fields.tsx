import { TextField } from '@runoff/ui';
import { MAX_MAX_PARTICIPANTS, MIN_MAX_PARTICIPANTS } from '../utils/room-settings';
import { useText } from '../../../lib/i18n';
import styles from './create-poll.module.css';
import roomStyles from './room-settings-fields.module.css';

export interface RoomSettingsFieldsProps {
  /** The cap as typed (validated on submit). */
  maxParticipants: string;
  /** The cap's message, shown under the field. */
  limitError: string | null;
  onMaxParticipantsChange: (text: string) => void;
  disabled: boolean;
}

/** How many can join: the participant cap (default 1,000). Who may vote is a choice of its own (who-may-vote-fields). */
export function RoomSettingsFields(props: RoomSettingsFieldsProps) {
  const { t, intl } = useText();
  return (
    <fieldset className={roomStyles.fieldset}>
      <legend className={styles.legend}>{t('create.whoCanJoin')}</legend>
      <TextField
        label={t('create.participantLimit')}
        hint={t('create.participantLimitHint', {
          min: intl.formatNumber(MIN_MAX_PARTICIPANTS),
          max: intl.formatNumber(MAX_MAX_PARTICIPANTS),
        })}
        type="number"
        inputMode="numeric"
        min={MIN_MAX_PARTICIPANTS}
        max={MAX_MAX_PARTICIPANTS}
        step={1}
        value={props.maxParticipants}
        error={props.limitError ?? undefined}
        onChange={(event) => props.onMaxParticipantsChange(event.target.value)}
        disabled={props.disabled}
      />
    </fieldset>
  );
}
