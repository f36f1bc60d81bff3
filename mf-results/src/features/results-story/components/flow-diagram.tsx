import { useMemo, useRef } from 'react';
import { sankey, sankeyLinkHorizontal, type SankeyLink, type SankeyNode } from 'd3-sankey';
import { localeDirection } from '@runoff/platform/i18n';
import { useWords } from '../../../lib/i18n';
import { optionColor } from '../../../lib/utils/option-colors';
import { useWidth } from '../hooks/use-width';
import { flowLabel } from '../utils/flow-labels';
import type { RoundFlow } from '../utils/round-flows';
import styles from './results-story.module.css';

export interface FlowDiagramProps {
  flow: RoundFlow;
  names: Readonly<Record<string, string>>;
  /** Option ids in poll order: an option keeps its colour everywhere (product §9). */
  order: readonly string[];
}

interface Node {
  key: string;
  label: string;
  color: string;
}
type Placed = SankeyNode<Node, object>;

const ROW = 28;
const SINK_COLOR = '#94a3b8';

/** Shortens a label to about `room` pixels of text; the full name is in the table beside and in a title. */
function fit(label: string, room: number): string {
  const chars = Math.max(4, Math.floor(room / 7.5));
  return label.length > chars ? `${label.slice(0, chars - 1)}…` : label;
}

/**
 * One round's flows as a Sankey diagram (d3-sankey's layout, drawn here as SVG): the options of round r at
 * the start of the reading direction (the left; the right in Arabic), those of round r + 1 and where the
 * rest went at its end, most votes on top. Laid out at the width it is given, so the labels keep their size
 * on a phone; the table beside it has the same numbers.
 */
export default function FlowDiagram({ flow, names, order }: FlowDiagramProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box, 640);
  const { t, count, locale } = useWords();
  const rtl = localeDirection(locale) === 'rtl';
  const layout = useMemo(() => {
    const color = (key: string) => (order.includes(key) ? optionColor(order.indexOf(key)) : SINK_COLOR);
    const total = (side: 'from' | 'to') => {
      const sums = new Map<string, number>();
      for (const link of flow.links) sums.set(link[side], (sums.get(link[side]) ?? 0) + link.votes);
      // Most votes on top; sinks below the options.
      return [...sums].sort(([a, x], [b, y]) => Number(!order.includes(a)) - Number(!order.includes(b)) || y - x).map(([key]) => key);
    };
    const left = total('from');
    const right = total('to');
    const height = Math.max(left.length, right.length) * ROW + 8;
    const label = Math.min(160, Math.round(width * 0.3));
    const nodes: Node[] = [
      ...left.map((key) => ({ key: `from:${key}`, label: flowLabel(key, names, t), color: color(key) })),
      ...right.map((key) => ({ key: `to:${key}`, label: flowLabel(key, names, t), color: color(key) })),
    ];
    const graph = sankey<Node, object>()
      .nodeId((node) => node.key)
      .nodeWidth(10)
      .nodePadding(8)
      .nodeSort(null)
      .extent([
        [label, 4],
        [Math.max(label + 40, width - label), height - 4],
      ])({
      nodes,
      links: flow.links.map((link) => ({ source: `from:${link.from}`, target: `to:${link.to}`, value: link.votes })),
    });
    return { graph, height, label };
  }, [flow, names, order, width, t]);

  const { graph, height, label } = layout;
  const path = sankeyLinkHorizontal();
  // Right to left, the layout is mirrored: x becomes width − x. The flows' paths are mirrored as drawn; the
  // labels only move (text is never mirrored), and with the SVG's direction rtl each anchor already points
  // away from its bar.
  const x = (at: number | undefined) => (rtl ? width - (at ?? 0) : (at ?? 0));
  const outward = rtl ? -1 : 1;
  return (
    <div ref={box} className={styles.diagram}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('story.flowLabel', { round: count(flow.round), next: count(flow.round + 1) })}
        direction={rtl ? 'rtl' : 'ltr'}
      >
        <g fill="none" transform={rtl ? `matrix(-1 0 0 1 ${width} 0)` : undefined}>
          {graph.links.map((link: SankeyLink<Node, object>, i) => (
            <path
              key={i}
              d={path(link) ?? undefined}
              stroke={(link.source as Placed).color}
              strokeOpacity={(link.source as Placed).key.slice(5) === (link.target as Placed).key.slice(3) ? 0.18 : 0.5}
              strokeWidth={Math.max(1, link.width ?? 1)}
            />
          ))}
        </g>
        {graph.nodes.map((node: Placed) => {
          const fromSide = node.key.startsWith('from:');
          const y = ((node.y0 ?? 0) + (node.y1 ?? 0)) / 2;
          return (
            <g key={node.key}>
              <rect x={rtl ? x(node.x1) : node.x0} y={node.y0} width={(node.x1 ?? 0) - (node.x0 ?? 0)} height={Math.max(1, (node.y1 ?? 0) - (node.y0 ?? 0))} fill={node.color}>
                <title>{node.label}</title>
              </rect>
              <text
                x={fromSide ? x(node.x0) - 6 * outward : x(node.x1) + 6 * outward}
                y={y}
                dy="0.35em"
                textAnchor={fromSide ? 'end' : 'start'}
                className={styles.nodeLabel}
              >
                {fit(node.label, label - 10)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
