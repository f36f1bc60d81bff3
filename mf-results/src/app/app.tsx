import { useState, type FormEvent } from 'react';
import { Outlet, useNavigate, useParams, type RouteObject } from '@runoff/platform/router';
import { DevApp, DevLayout } from '@runoff/dev';
import '@runoff/ui/tokens.css';
import CountAnimation from '../expose/count-animation';
import ResultsPanel from '../expose/results-panel';
import styles from './dev-page.module.css';

/** Standalone page only: renders exactly what the shell gets from src/expose, for one poll id. */
function ResultsDevLayout() {
  const { pollId } = useParams();
  const links = pollId
    ? [
        { to: `/polls/${pollId}/results`, label: 'Results panel' },
        { to: `/polls/${pollId}/animation`, label: 'Count animation' },
        { to: '/', label: 'Another poll' },
      ]
    : [];
  return <DevLayout name="mf_results" links={links} />;
}

function Page() {
  return (
    <div className={styles.main}>
      <Outlet />
    </div>
  );
}

function PollPicker() {
  const [pollId, setPollId] = useState('');
  const navigate = useNavigate();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pollId.trim()) void navigate(`/polls/${encodeURIComponent(pollId.trim())}/results`);
  }
  return (
    <form className={styles.picker} onSubmit={onSubmit}>
      <label>
        Poll id <input value={pollId} onChange={(event) => setPollId(event.target.value)} required />
      </label>
      <button type="submit">Show results</button>
      <p>Results of a completed poll are public; the host may read them at any time (sign in through the shell).</p>
    </form>
  );
}

function ResultsRoute() {
  const { pollId = '' } = useParams();
  return <ResultsPanel key={pollId} pollId={pollId} />;
}

function AnimationRoute() {
  const { pollId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <ResultsPanel pollId={pollId} />
      <CountAnimation key={pollId} pollId={pollId} onClose={() => void navigate(`/polls/${pollId}/results`)} />
    </>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: <ResultsDevLayout />,
    children: [{ element: <Page />, children: [{ index: true, element: <PollPicker /> }] }],
  },
  {
    path: '/polls/:pollId',
    element: <ResultsDevLayout />,
    children: [
      {
        element: <Page />,
        children: [
          { path: 'results', element: <ResultsRoute /> },
          { path: 'animation', element: <AnimationRoute /> },
        ],
      },
    ],
  },
];

export function App() {
  return <DevApp routes={routes} />;
}
