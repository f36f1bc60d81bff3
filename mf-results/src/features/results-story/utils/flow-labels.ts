import type { MessageId, Words } from '../../../lib/i18n';
import type { FlowSink } from './round-flows';

/** How the diagram and its table name where votes go besides options. */
const SINK_LABELS: Record<FlowSink, MessageId> = {
  exhausted: 'story.sinkExhausted',
  'final-surplus': 'story.sinkFinalSurplus',
  residual: 'story.sinkResidual',
};

/** An option's name, or a sink's label in the reader's language. */
export function flowLabel(key: string, names: Readonly<Record<string, string>>, t: Words['t']): string {
  return key in SINK_LABELS ? t(SINK_LABELS[key as FlowSink]) : (names[key] ?? key);
}
