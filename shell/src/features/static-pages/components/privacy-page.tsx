import { StaticPage } from './static-page';

export function PrivacyPage() {
  return (
    <StaticPage title="Privacy" intro="What Runoff stores, why, and who can see it.">
      <h2>Your account</h2>
      <p>
        Accounts are handled by Supabase Auth. We store your e-mail address, a salted hash of your password (never the
        password itself), the username you choose, when the account was created and when you last signed in. Your
        e-mail address is used to sign in and to send password-reset links; we do not send marketing e-mail.
      </p>
      <h2>Polls</h2>
      <p>
        For each poll we store its title, description, category, options, who created it, when, and its status. Anyone
        with a poll's link can see its content, so don't put private information in a poll.
      </p>
      <h2>Participants</h2>
      <p>
        When you join a poll we store the name you enter (or "Anonymous Participant"), when you joined and whether you
        have voted, so that the lobby can show who is present and each participant votes only once. If you are signed
        in, the participation is linked to your account so it appears on your dashboard.
      </p>
      <h2>Ballots are anonymous</h2>
      <p>
        A ballot holds only the poll and your ranking of its options. It is stored with no link to your account or to
        your participant record: the database marks that you have voted and stores the ballot separately, so nobody,
        including the poll's host, can tell how you voted.
      </p>
      <h2>Your browser</h2>
      <p>
        Your browser keeps your sign-in session and, for each poll you join, your participant id and whether you have
        voted (in local storage, session storage and a cookie that expires after 30 days). This prevents accidental
        double voting. Clearing your browser data removes them.
      </p>
      <h2>Who can see your data</h2>
      <p>
        Access rules live in the database (row-level security): you can read and change only your own profile and your
        own polls. We do not sell or share your data and use no advertising or tracking cookies.
      </p>
      <h2>Deleting data</h2>
      <p>
        Deleting a poll deletes its participants and ballots. To delete your account, contact the operator of this
        Runoff site.
      </p>
    </StaticPage>
  );
}
