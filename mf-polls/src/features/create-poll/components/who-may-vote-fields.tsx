import { useId } from 'react';
import { useText } from '../../../lib/i18n';
import { VOTERS_NAME } from '../../../lib/utils/election-labels';
import { toVoterSettings, VOTER_CHOICES, type VoterSettingsValues } from '../utils/who-may-vote';
import styles from './create-poll.module.css';
import methodStyles from './counting-method-field.module.css';
import roomStyles from './room-settings-fields.module.css';

export interface WhoMayVoteFieldsProps {
  values: VoterSettingsValues;
  onChange: (values: VoterSettingsValues) => void;
  disabled: boolean;
}

const CHOICE_ABOUT = {
  anyone: 'create.votersAnyoneHint',
  accounts: 'create.votersAccountsHint',
  list: 'create.votersListHint',
} as const;

/**
 * Who may vote (issue 27): anyone with the link (the default), people with an account, or voters on a
 * list; and ballot trackers, on by default for a list poll, with their trade-off said beside the box.
 */
export function WhoMayVoteFields({ values, onChange, disabled }: WhoMayVoteFieldsProps) {
  const { t } = useText();
  const name = useId();
  const trackersId = useId();
  const { trackers } = toVoterSettings(values);
  return (
    <>
      <fieldset className={methodStyles.fieldset}>
        <legend className={styles.legend}>{t('create.whoMayVote')}</legend>
        {VOTER_CHOICES.map((voters) => {
          const id = `${name}-${voters}`;
          return (
            <div key={voters} className={methodStyles.choice}>
              <input
                id={id}
                type="radio"
                name={name}
                value={voters}
                checked={values.voters === voters}
                onChange={() => onChange({ ...values, voters })}
                aria-describedby={`${id}-about`}
                disabled={disabled}
              />
              <label htmlFor={id}>{t(VOTERS_NAME[voters])}</label>
              <p id={`${id}-about`} className={methodStyles.about}>
                {t(CHOICE_ABOUT[voters])}
              </p>
            </div>
          );
        })}
      </fieldset>
      <fieldset className={roomStyles.fieldset}>
        <legend className={styles.legend}>{t('create.trackers')}</legend>
        <div className={roomStyles.checkbox}>
          <input
            id={trackersId}
            type="checkbox"
            checked={trackers}
            onChange={(event) => onChange({ ...values, trackers: event.target.checked })}
            aria-describedby={`${trackersId}-hint`}
            disabled={disabled}
          />
          <label htmlFor={trackersId}>{t('create.trackersGive')}</label>
          <p id={`${trackersId}-hint`} className={roomStyles.hint}>
            {t('create.trackersHint')}
          </p>
        </div>
      </fieldset>
    </>
  );
}
