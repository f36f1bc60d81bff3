import { Link } from '@runoff/platform/router';
import { StaticPage } from './static-page';

export function AboutPage() {
  return (
    <StaticPage
      title="About Runoff"
      intro="Runoff runs live ranked-choice polls: a room of people ranks the options together and watches an instant-runoff count pick the option most of them can live with."
    >
      <h2>Why ranked choice?</h2>
      <p>
        In an ordinary poll everyone picks one option, and the option with the most ticks wins even if most people
        disliked it. Similar options split their supporters, and people vote tactically instead of honestly. With a
        ranked ballot you list every option in your order of preference, so your vote still counts when your favourite
        has no chance.
      </p>
      <h2>Who it is for</h2>
      <p>
        Runoff is made for everyday groups and for classrooms: friends choosing a restaurant, a team naming a project,
        a class deciding on a book, or a teacher showing how preferential voting works with a count the whole room can
        follow on screen.
      </p>
      <h2>How a poll runs</h2>
      <p>
        A host creates a poll and shares its link or QR code. Participants join a live lobby, with or without an
        account. The host opens voting, everyone ranks the options by dragging them, and when the host closes voting
        the results and a step-by-step animation of the count appear. <Link to="/how-it-works">Read how the counting works</Link>.
      </p>
      <h2>Built on open tools</h2>
      <p>
        Runoff is a web application built with React and backed by Supabase (PostgreSQL with row-level security,
        authentication and real-time updates). Every rule, such as one ballot per participant or voting only while a
        poll is open, is enforced by the database, not by your browser.
      </p>
    </StaticPage>
  );
}
