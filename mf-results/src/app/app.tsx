import { useState, type FormEvent } from 'react';
import { createBrowserRouter, Link, NavLink, Outlet, RouterProvider, useNavigate, useParams } from 'react-router';
import CountAnimation from '../expose/count-animation';
import ResultsPanel from '../expose/results-panel';
import styles from './dev-layout.module.css';

/** Standalone page only: renders exactly what the shell gets from src/expose, for one poll id. */
function DevLayout() {
  const { pollId } = useParams();
  return (
    <>
      <header className={styles.bar}>
        <strong>mf_results standalone</strong>
        {pollId && (
          <nav className={styles.nav} aria-label="Exposed modules">
            <NavLink to={`/polls/${pollId}/results`}>Results panel</NavLink>
            <NavLink to={`/polls/${pollId}/animation`}>Count animation</NavLink>
            <Link to="/">Another poll</Link>
          </nav>
        )}
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </>
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

const router = createBrowserRouter([
  { path: '/', element: <DevLayout />, children: [{ index: true, element: <PollPicker /> }] },
  {
    path: '/polls/:pollId',
    element: <DevLayout />,
    children: [
      { path: 'results', element: <ResultsRoute /> },
      { path: 'animation', element: <AnimationRoute /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
