import type { RemoteSurface } from '@runoff/shared/federation';
import { LobbyPage } from '../pages/lobby-page';

function LobbyModule(props: Parameters<typeof LobbyPage>[0]) {
  return <LobbyPage key={props.pollId} {...props} />;
}

export default LobbyModule satisfies RemoteSurface['mf_lobby']['./lobby']['default'];
