import { MIND_MAP_CANVAS } from '@studyloop/events';
import { useRef, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { labelLines, nodeHeight, nodeWidth, type EditorEdge, type EditorNode } from '../mind-map-model';
import type { Peer } from '../hooks/use-collab-mind-map';

export type Selection = { kind: 'node'; id: string } | { kind: 'edge'; key: string } | null;

interface MindMapCanvasProps {
  svgRef: Ref<SVGSVGElement>;
  title: string;
  nodes: EditorNode[];
  edges: EditorEdge[];
  peers: Peer[];
  selection: Selection;
  /** In connect mode, the node a new connection starts from. */
  connectFrom: string | null;
  readOnly: boolean;
  onSelect(selection: Selection): void;
  onNodeClick(id: string): void;
  onMove(id: string, x: number, y: number): void;
  onCursor(point: { x: number; y: number } | null): void;
  onRename(id: string): void;
  onDelete(): void;
}

const FONT = 'Inter, ui-sans-serif, system-ui, sans-serif';
const CURSOR_INTERVAL_MS = 50;
/** Canvas units a pressed pointer must travel before a click becomes a drag. */
const DRAG_THRESHOLD = 3;

function NodeLabel({ node }: { node: EditorNode }) {
  const lines = labelLines(node.text, node.level);
  const lineHeight = node.level === 0 ? 18 : 15;
  const top = -((lines.length - 1) * lineHeight) / 2;
  return (
    <text textAnchor="middle" fill="#ffffff" fontSize={node.level === 0 ? 15 : 12} fontWeight={node.level === 0 ? 700 : 600} pointerEvents="none">
      {lines.map((line, i) => <tspan key={i} x={0} y={top + i * lineHeight} dominantBaseline="central">{line}</tspan>)}
    </text>
  );
}

/** The 800x600 map: connections, nodes (drag to move), and other people's cursors and selections. */
export function MindMapCanvas(props: MindMapCanvasProps) {
  const { nodes, edges, peers, selection, connectFrom, readOnly } = props;
  const svg = useRef<SVGSVGElement | null>(null);
  const drag = useRef<{ id: string; dx: number; dy: number; startX: number; startY: number; pointerId: number; moved: boolean } | null>(null);
  const cursorSent = useRef(0);
  const byId = new Map(nodes.map((n) => [n.id, n]));

  const toCanvas = (event: { clientX: number; clientY: number }) => {
    const el = svg.current;
    const matrix = el?.getScreenCTM();
    if (!el || !matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };

  const setRefs = (el: SVGSVGElement | null) => {
    svg.current = el;
    if (typeof props.svgRef === 'function') props.svgRef(el);
    else if (props.svgRef) (props.svgRef as { current: SVGSVGElement | null }).current = el;
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const point = toCanvas(event);
    // Cursors are shared at most every CURSOR_INTERVAL_MS: smooth enough, light on the wire.
    if (event.timeStamp - cursorSent.current >= CURSOR_INTERVAL_MS) {
      cursorSent.current = event.timeStamp;
      props.onCursor({ x: Math.round(point.x), y: Math.round(point.y) });
    }
    const current = drag.current;
    if (current && current.pointerId === event.pointerId) {
      if (!current.moved) {
        if (Math.hypot(point.x - current.startX, point.y - current.startY) < DRAG_THRESHOLD) return;
        // Capture only once it is a drag, so clicks and double-clicks still reach the node.
        current.moved = true;
        svg.current?.setPointerCapture(event.pointerId);
      }
      props.onMove(current.id, point.x - current.dx, point.y - current.dy);
    }
  };

  const onNodePointerDown = (event: PointerEvent<SVGGElement>, node: EditorNode) => {
    event.stopPropagation();
    if (event.button !== 0) return;
    props.onNodeClick(node.id);
    if (readOnly || connectFrom) return;
    const point = toCanvas(event);
    drag.current = { id: node.id, dx: point.x - node.x, dy: point.y - node.y, startX: point.x, startY: point.y, pointerId: event.pointerId, moved: false };
  };

  const endDrag = (event: PointerEvent<SVGSVGElement>) => {
    if (drag.current?.pointerId === event.pointerId) {
      drag.current = null;
      if (svg.current?.hasPointerCapture(event.pointerId)) svg.current.releasePointerCapture(event.pointerId);
    }
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if ((event.key === 'Delete' || event.key === 'Backspace') && selection && !readOnly) {
      event.preventDefault();
      props.onDelete();
    } else if (event.key === 'Enter' && selection?.kind === 'node' && !readOnly) {
      event.preventDefault();
      props.onRename(selection.id);
    } else if (event.key === 'Escape') {
      props.onSelect(null);
    } else if (event.key.startsWith('Arrow') && selection?.kind === 'node' && !readOnly) {
      // Keyboard users move the selected node too (Shift for bigger steps).
      const node = byId.get(selection.id);
      if (!node) return;
      event.preventDefault();
      const step = event.shiftKey ? 40 : 10;
      const dx = event.key === 'ArrowLeft' ? -step : event.key === 'ArrowRight' ? step : 0;
      const dy = event.key === 'ArrowUp' ? -step : event.key === 'ArrowDown' ? step : 0;
      props.onMove(node.id, node.x + dx, node.y + dy);
    }
  };

  const peerSelections = new Map<string, Peer[]>();
  for (const peer of peers) if (peer.selected) peerSelections.set(peer.selected, [...(peerSelections.get(peer.selected) ?? []), peer]);

  return (
    <svg
      ref={setRefs}
      className="mind-map-canvas"
      viewBox={`0 0 ${MIND_MAP_CANVAS.width} ${MIND_MAP_CANVAS.height}`}
      role="application"
      aria-label={`Mind map: ${props.title}`}
      aria-roledescription="mind map editor"
      tabIndex={0}
      fontFamily={FONT}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onPointerLeave={() => props.onCursor(null)}
      onPointerDown={() => props.onSelect(null)}
      onKeyDown={onKeyDown}
    >
      <g>
        {edges.map((edge) => {
          const from = byId.get(edge.from)!;
          const to = byId.get(edge.to)!;
          const selected = selection?.kind === 'edge' && selection.key === edge.key;
          return (
            <g key={edge.key} data-edge={edge.key}>
              <line x1={from.x} y1={from.y} x2={to.x} y2={to.y} stroke={selected ? '#4f46e5' : '#94a3b8'} strokeWidth={selected ? 3.5 : 2} strokeLinecap="round" />
              <line
                x1={from.x} y1={from.y} x2={to.x} y2={to.y} stroke="transparent" strokeWidth={14} data-export="skip"
                className="mind-map-canvas__edge-hit"
                onPointerDown={(event) => { event.stopPropagation(); props.onSelect({ kind: 'edge', key: edge.key }); }}
              >
                <title>{`${from.text} → ${to.text}`}</title>
              </line>
            </g>
          );
        })}
      </g>
      <g>
        {nodes.map((node) => {
          const width = nodeWidth(node);
          const height = nodeHeight(node);
          const selected = selection?.kind === 'node' && selection.id === node.id;
          const watchers = peerSelections.get(node.id) ?? [];
          return (
            <g
              key={node.id}
              data-node-id={node.id}
              data-level={node.level}
              role="button"
              aria-pressed={selected}
              className="mind-map-canvas__node"
              transform={`translate(${node.x} ${node.y})`}
              onPointerDown={(event) => onNodePointerDown(event, node)}
              onDoubleClick={() => !readOnly && props.onRename(node.id)}
            >
              {/* The full text names the node (screen readers, speech input) and shows on hover; the label may be cut. */}
              <title>{node.detail ? `${node.text || 'Untitled'}: ${node.detail}` : node.text || 'Untitled'}</title>
              {watchers.map((peer, i) => (
                <rect key={peer.clientId} data-export="skip" x={-width / 2 - 5 - i * 3} y={-height / 2 - 5 - i * 3} width={width + 10 + i * 6} height={height + 10 + i * 6} rx={14 + i * 3} fill="none" stroke={peer.color} strokeWidth={2} strokeDasharray="5 3" />
              ))}
              <rect
                x={-width / 2} y={-height / 2} width={width} height={height} rx={node.level === 0 ? 14 : 10}
                fill={node.color} stroke={selected || connectFrom === node.id ? '#111827' : 'rgba(0,0,0,0.12)'} strokeWidth={selected || connectFrom === node.id ? 3 : 1}
              />
              <NodeLabel node={node} />
            </g>
          );
        })}
      </g>
      <g data-export="skip" pointerEvents="none">
        {peers.filter((p) => p.cursor).map((peer) => (
          <g key={peer.clientId} className="mind-map-canvas__cursor" data-peer={peer.name} transform={`translate(${peer.cursor!.x} ${peer.cursor!.y})`}>
            <path d="M0 0 L0 16 L4.5 12 L7.5 19 L10 18 L7 11 L13 11 Z" fill={peer.color} stroke="#ffffff" strokeWidth={1.2} />
            <rect x={12} y={14} width={peer.name.length * 7 + 12} height={20} rx={6} fill={peer.color} />
            <text x={18} y={24} dominantBaseline="central" fontSize={11.5} fontWeight={600} fill="#ffffff">{peer.name}</text>
          </g>
        ))}
      </g>
    </svg>
  );
}
