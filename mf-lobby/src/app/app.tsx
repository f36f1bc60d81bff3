import { useParams, type RouteObject } from '@runoff/platform/router';
import { DevApp, DevLayout, RequireAccount } from '@runoff/dev';
import '@runoff/ui/tokens.css';
import JoinPage from '../expose/join-page';
import Lobby from '../expose/lobby';
import Presenter from '../expose/presenter';
import { DevCountAnimationStandIn, DevResultsPanelStandIn, DevResultsStoryStandIn } from './results-stand-ins';
import styles from './dev-page.module.css';

function JoinRoute() {
  const { pollId = '' } = useParams();
  return <JoinPage pollId={pollId} ResultsPanel={DevResultsPanelStandIn} CountAnimation={DevCountAnimationStandIn} />;
}

/** As on mf_polls' poll detail page after Start Live Poll: the host's lobby, signed in. */
function LobbyRoute() {
  const { pollId = '' } = useParams();
  return (
    <RequireAccount>
      <Lobby pollId={pollId} ResultsPanel={DevResultsPanelStandIn} CountAnimation={DevCountAnimationStandIn} />
    </RequireAccount>
  );
}

/** As the shell's /polls/:pollId/present: the host's presenter view, signed in. */
function PresentRoute() {
  const { pollId = '' } = useParams();
  return (
    <RequireAccount>
      <Presenter pollId={pollId} CountAnimation={DevCountAnimationStandIn} ResultsStory={DevResultsStoryStandIn} />
    </RequireAccount>
  );
}

function Home() {
  return (
    <div className={styles.home}>
      <h1>mf_lobby standalone</h1>
      <p>Open /polls/&lt;poll id&gt;/vote to join a poll, or /polls/&lt;poll id&gt;/lobby or /present as its host.</p>
    </div>
  );
}

const routes: RouteObject[] = [
  {
    element: <DevLayout name="mf_lobby" />,
    children: [
      { index: true, element: <Home /> },
      { path: 'polls/:pollId/vote', element: <JoinRoute /> },
      { path: 'polls/:pollId/lobby', element: <LobbyRoute /> },
      { path: 'polls/:pollId/present', element: <PresentRoute /> },
      // The shell's other pages belong to other remotes; their links land here.
      { path: '*', element: <Home /> },
    ],
  },
];

export function App() {
  return <DevApp routes={routes} />;
}
