import styles from './home.module.css';

const features = [
  {
    icon: '🗳️',
    title: 'Create Custom Polls',
    text: 'Give your poll a title, a category and as many options as you need, then share it with a link or a QR code.',
  },
  {
    icon: '🔢',
    title: 'Ranked Choice Voting',
    text: 'Everyone ranks every option by dragging it into place. Instant-runoff counting finds the option a majority can accept.',
  },
  {
    icon: '🔒',
    title: 'Secure & Private',
    text: 'Ballots are stored without any link to the person who cast them, and the database itself enforces who may do what.',
  },
];

export function FeatureCards() {
  return (
    <section className={styles.section} aria-labelledby="features-title">
      <h2 id="features-title" className={styles.sectionTitle}>
        Why Runoff?
      </h2>
      <ul className={styles.cards}>
        {features.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <span className={styles.cardIcon} aria-hidden="true">
              {feature.icon}
            </span>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
