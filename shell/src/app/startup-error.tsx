import { Button } from '@runoff/ui';

/** Shown when the shell cannot even start (no runtime-config.json, bad config). */
export function StartupError({ message }: { message: string }) {
  return (
    <main style={{ maxWidth: '36rem', margin: '4rem auto', padding: '0 1rem' }}>
      <h1>Runoff could not start</h1>
      <p className="alert-error" role="alert">
        {message}
      </p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
