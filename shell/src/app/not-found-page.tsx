import { Link } from '@runoff/platform/router';

export function NotFoundPage() {
  return (
    <section style={{ maxWidth: '40rem', margin: '0 auto', padding: '4rem 1rem', textAlign: 'center' }}>
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <Link to="/" className="btn btn-primary">
        Back to Home
      </Link>
    </section>
  );
}
