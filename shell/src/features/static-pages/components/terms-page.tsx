import { StaticPage } from './static-page';

export function TermsPage() {
  return (
    <StaticPage title="Terms of Use" intro="By using Runoff you agree to these terms. They are short on purpose.">
      <h2>Using Runoff</h2>
      <p>
        You may use Runoff to create polls, invite people to them and vote in polls you are invited to. You are
        responsible for the polls you create and for keeping your password secret.
      </p>
      <h2>Acceptable use</h2>
      <ul>
        <li>Do not create polls that are unlawful, hateful, harassing or that expose other people's private data.</li>
        <li>Do not try to vote more than once, to impersonate others, or to get around the limits of the service.</li>
        <li>Do not attack, overload or probe the service or other users' accounts.</li>
      </ul>
      <h2>Not for binding elections</h2>
      <p>
        Runoff is meant for informal decisions and teaching. It does not verify voters' identities, so don't use it
        for elections with legal or financial consequences.
      </p>
      <h2>Your content</h2>
      <p>
        You keep the rights to what you write in your polls. You allow Runoff to store and show it to the people you
        share the poll with, for as long as the poll exists.
      </p>
      <h2>Availability</h2>
      <p>
        We try to keep Runoff running but provide it as it is, without warranties. We may change or end the service,
        and we may remove polls or accounts that break these terms.
      </p>
      <h2>Changes</h2>
      <p>If these terms change, the new version appears on this page; continuing to use Runoff means accepting it.</p>
    </StaticPage>
  );
}
