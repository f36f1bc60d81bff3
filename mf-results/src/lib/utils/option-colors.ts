/** Ten bar colours cycle across options (product §9), in option order, so an option keeps its colour everywhere. */
const OPTION_COLORS = [
  '#4f46e5',
  '#0ea5e9',
  '#10b981',
  '#f59e0b',
  '#ef4444',
  '#8b5cf6',
  '#ec4899',
  '#14b8a6',
  '#f97316',
  '#64748b',
] as const;

export function optionColor(index: number): string {
  return OPTION_COLORS[((index % OPTION_COLORS.length) + OPTION_COLORS.length) % OPTION_COLORS.length]!;
}
