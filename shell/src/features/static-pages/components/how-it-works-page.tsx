import styles from './static-page.module.css';
import { StaticPage } from './static-page';

export function HowItWorksPage() {
  return (
    <StaticPage
      title="How It Works"
      intro="Runoff counts ranked ballots with the instant-runoff method: the single-winner form of the single transferable vote."
    >
      <h2>1. Create and share a poll</h2>
      <p>
        Signed-in users create a poll with a title, a category, a description and at least two options. Each poll gets
        a join link and a QR code to share.
      </p>
      <h2>2. Join the lobby</h2>
      <p>
        Participants open the link and join with their account name or any name they like, or anonymously. The host
        sees everyone arrive live and starts voting when the room is ready.
      </p>
      <h2>3. Rank every option</h2>
      <p>
        Each participant drags the options into order, first choice on top, and submits one ballot. A ballot must rank
        all options, and each participant can vote only once.
      </p>
      <h2>4. The instant-runoff count</h2>
      <p>
        To win, an option needs the quota: more than half of the ballots, computed as floor(total votes ÷ 2) + 1 (the
        Droop quota for one seat).
      </p>
      <ol>
        <li>Every ballot counts for its highest-ranked option still in the race.</li>
        <li>If an option reaches the quota, it wins.</li>
        <li>
          Otherwise the option with the fewest votes is eliminated, and each of its ballots moves to that voter's next
          choice still in the race. A new round starts.
        </li>
        <li>The rounds repeat until an option reaches the quota or only one is left.</li>
      </ol>
      <p className={styles.example}>
        Example: 9 ballots, quota 5. Round 1: Pizza 4, Sushi 3, Tacos 2, so nobody has 5. Tacos is eliminated; both of
        its voters ranked Sushi second. Round 2: Sushi 5, Pizza 4, and Sushi wins with a majority even though Pizza had
        the most first choices.
      </p>
      <h2>5. Ties</h2>
      <p>
        When the remaining options are exactly tied, the count cannot pick a winner fairly. Runoff says so and suggests
        a new runoff poll with only the tied options.
      </p>
      <h2>6. Results and export</h2>
      <p>
        The results show the winner, the number of votes, the quota, and a round-by-round breakdown. The host can play
        an animation of the count and download the results as a CSV file.
      </p>
    </StaticPage>
  );
}
