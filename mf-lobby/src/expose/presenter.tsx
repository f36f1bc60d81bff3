import type { RemoteSurface } from '@runoff/shared/federation';
import { PresenterView, type PresenterViewProps } from '../features/presenter';

/** /polls/:pollId/present, composed by the shell with mf_results' count animation. */
function PresenterModule(props: PresenterViewProps) {
  return <PresenterView key={props.pollId} {...props} />;
}

export default PresenterModule satisfies RemoteSurface['mf_lobby']['./presenter']['default'];
