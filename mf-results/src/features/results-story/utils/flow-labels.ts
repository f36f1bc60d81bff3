import type { FlowSink } from './round-flows';

/** How the diagram and its table name where votes go besides options. */
export const SINK_LABELS: Record<FlowSink, string> = {
  exhausted: 'Exhausted',
  'final-surplus': 'To nobody (final surplus)',
  residual: 'Lost to rounding (residual)',
};

/** An option's name, or a sink's label. */
export function flowLabel(key: string, names: Readonly<Record<string, string>>): string {
  return key in SINK_LABELS ? SINK_LABELS[key as FlowSink] : (names[key] ?? key);
}
