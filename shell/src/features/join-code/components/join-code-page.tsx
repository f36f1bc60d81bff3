import { useEffect, useRef } from 'react';
import { Link, useParams } from '@runoff/platform/router';
import { Alert, Spinner } from '@runoff/ui';
import { useFailureText } from '@runoff/platform/i18n';
import { useText } from '../../../lib/i18n';
import { useJoinCodeLookup } from '../hooks/use-join-code-lookup';
import { JoinCodeForm } from './join-code-form';
import styles from './join-code.module.css';

/** /j/{code}: the short link on QR codes and projectors; goes on to the poll's join page. */
export function JoinCodePage() {
  const { code = '' } = useParams();
  const { busy, error, lookup } = useJoinCodeLookup();
  const started = useRef(false);
  const { t } = useText();
  const describe = useFailureText();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void lookup(code);
  }, [code, lookup]);

  if (!error) return <Spinner label={busy ? t('joinCode.finding') : t('joinCode.opening')} />;
  return (
    <div className={styles.page}>
      <Alert>{describe(error)}</Alert>
      <JoinCodeForm />
      <Link to="/">{t('common.backHome')}</Link>
    </div>
  );
}
