import { useAuth } from '@runoff/platform/auth';
import { runoffPollPath } from '@runoff/platform/federation';
import { Link, useInRouterContext } from '@runoff/platform/router';
import buttonStyles from './create-runoff-button.module.css';
import { useText } from '../i18n';

/**
 * "Create runoff poll" after a tie: a link to mf_polls' create page through the URL contract of
 * @runoff/platform/federation (remotes never import each other). Only a signed-in viewer can create a poll,
 * so anonymous participants are not offered it; whoever follows it becomes the runoff poll's host.
 */
export function CreateRunoffButton({ pollId }: { pollId: string }) {
  const { user } = useAuth();
  const { t } = useText();
  const inRouter = useInRouterContext();
  if (!user || user.isAnonymous) return null;
  const to = runoffPollPath(pollId);
  return inRouter ? (
    <Link className={buttonStyles.button} to={to}>
      {t('common.createRunoff')}
    </Link>
  ) : (
    <a className={buttonStyles.button} href={to}>
      {t('common.createRunoff')}
    </a>
  );
}
