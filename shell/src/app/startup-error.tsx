import { Suspense } from 'react';
import { Button } from '@runoff/ui';
import { useText } from '../lib/i18n';

function StartupErrorText({ message }: { message: string }) {
  const { t } = useText();
  return (
    <main style={{ maxWidth: '36rem', margin: '4rem auto', padding: '0 1rem' }}>
      <h1>{t('startup.title')}</h1>
      <p className="alert-error" role="alert">
        {message}
      </p>
      <Button onClick={() => window.location.reload()}>{t('startup.reload')}</Button>
    </main>
  );
}

/** Shown when the shell cannot even start (no runtime-config.json, bad config). */
export function StartupError({ message }: { message: string }) {
  return (
    <Suspense fallback={null}>
      <StartupErrorText message={message} />
    </Suspense>
  );
}
