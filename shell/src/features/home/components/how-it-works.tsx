import styles from './home.module.css';

const steps = [
  { title: 'Create a poll', text: 'Sign in, name your poll and list the options.' },
  { title: 'Invite the room', text: 'Share the join link or QR code; people join a live lobby, with or without an account.' },
  { title: 'Rank the options', text: 'When you open voting, everyone drags the options into their order of preference.' },
  { title: 'Watch the runoff', text: 'Close voting and watch the count eliminate options round by round until one wins a majority.' },
];

export function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-title">
      <h2 id="how-title" className={styles.sectionTitle}>
        How It Works
      </h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
