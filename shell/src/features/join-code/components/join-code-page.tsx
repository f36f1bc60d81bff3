import { useEffect, useRef } from 'react';
import { Link, useParams } from '@runoff/platform/router';
import { Alert, Spinner } from '@runoff/ui';
import { useJoinCodeLookup } from '../hooks/use-join-code-lookup';
import { JoinCodeForm } from './join-code-form';
import styles from './join-code.module.css';

/** /j/{code}: the short link on QR codes and projectors; goes on to the poll's join page. */
export function JoinCodePage() {
  const { code = '' } = useParams();
  const { busy, error, lookup } = useJoinCodeLookup();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void lookup(code);
  }, [code, lookup]);

  if (!error) return <Spinner label={busy ? 'Finding the poll…' : 'Opening the poll…'} />;
  return (
    <div className={styles.page}>
      <Alert>{error}</Alert>
      <JoinCodeForm />
      <Link to="/">Back to Home</Link>
    </div>
  );
}
