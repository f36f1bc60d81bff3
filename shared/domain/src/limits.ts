/**
 * The longest text each field takes, as the database enforces it (check constraints and SQL functions,
 * docs/database-api.md). Inputs show them (maxLength and a counter near the limit) so that nobody meets a
 * limit only after submitting; the database stays the rule.
 */
export const TEXT_LIMITS = {
  title: 200,
  description: 2000,
  category: 50,
  option: 200,
  name: 50,
  username: 50,
} as const;
