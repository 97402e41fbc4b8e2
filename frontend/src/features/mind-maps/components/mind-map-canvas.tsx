import { MIND_MAP_CANVAS } from '@studyloop/events';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { fullText, labelLines, nodeHeight, nodeWidth, type EditorEdge, type EditorNode } from '../mind-map-model';
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
  viewport: Viewport;
  onViewport(next: Viewport): void;
  /** Height over width of the drawing area (CANVAS_ASPECT or PHONE_ASPECT). */
  aspect: number;
}

const FONT = 'Inter, ui-sans-serif, system-ui, sans-serif';
const CURSOR_INTERVAL_MS = 50;
/** Canvas units a pressed pointer must travel before a click becomes a drag. */
const DRAG_THRESHOLD = 3;

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const { width: W, height: H } = MIND_MAP_CANVAS;

/** The part of the 800×600 canvas on screen; zoom 1 shows it all. */
export interface Viewport { zoom: number; cx: number; cy: number }
export const FULL_VIEW: Viewport = { zoom: 1, cx: W / 2, cy: H / 2 };

/** Height over width of the drawing area: the canvas's 3:4, or square on phones (a taller window). */
export const CANVAS_ASPECT = H / W;
export const PHONE_ASPECT = 1;

function windowSize(zoom: number, aspect: number): { w: number; h: number } {
  const w = W / zoom;
  return { w, h: w * aspect };
}

/** Keeps the visible window inside the canvas (centred where the window is larger than the canvas). */
export function clampViewport(v: Viewport, aspect = CANVAS_ASPECT): Viewport {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.zoom));
  const { w, h } = windowSize(zoom, aspect);
  const within = (c: number, half: number, size: number) => (half * 2 >= size ? size / 2 : Math.min(size - half, Math.max(half, c)));
  return { zoom, cx: within(v.cx, w / 2, W), cy: within(v.cy, h / 2, H) };
}

function viewBoxOf(v: Viewport, aspect: number): string {
  const { w, h } = windowSize(v.zoom, aspect);
  return `${v.cx - w / 2} ${v.cy - h / 2} ${w} ${h}`;
}

/**
 * Each paragraph's words wrapped to lines of at most `max` characters (for the full-text tooltip): a node's detail keeps
 * its definition and its key idea on lines of their own.
 */
function wrap(text: string, max: number): string[] {
  return text.split(/\n+/).flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (next.length > max && line) { lines.push(line); line = word; } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  });
}

/** Lines of the tooltip: narrow while it fits in 8, wider for a long text, never cut. */
function tipLines(text: string): string[] {
  const narrow = wrap(text, 38);
  return narrow.length <= 8 ? narrow : wrap(text, 56);
}

/** The full text of the hovered or focused node, below it (above near the bottom edge, else from the top). */
function FullTextTip({ node }: { node: EditorNode }) {
  const lines = tipLines(fullText(node));
  const width = Math.min(400, Math.max(...lines.map((l) => l.length)) * 6.6 + 20);
  const height = lines.length * 15 + 14;
  const below = node.y + nodeHeight(node) / 2 + 8;
  const above = node.y - nodeHeight(node) / 2 - 8 - height;
  const y = below + height <= H ? below : above >= 0 ? above : Math.max(0, H - height);
  const x = Math.min(W - width - 4, Math.max(4, node.x - width / 2));
  return (
    <g data-export="skip" pointerEvents="none" className="mind-map-canvas__tip" data-testid="mind-map-tip" aria-hidden="true">
      <rect x={x} y={y} width={width} height={height} rx={8} fill="#111827" opacity={0.94} />
      <text x={x + 10} y={y + 7} fontSize={12} fill="#ffffff">
        {lines.map((line, i) => <tspan key={i} x={x + 10} dy={i === 0 ? 11 : 15}>{line}</tspan>)}
      </text>
    </g>
  );
}

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
  const [tipFor, setTipFor] = useState<string | null>(null);
  const tipNode = tipFor ? byId.get(tipFor) ?? null : null;
  // Background gestures: one pointer pans, two pinch-zoom (phones), both in canvas units.
  const gesture = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const { viewport, onViewport, aspect } = props;

  const screenScale = () => {
    const el = svg.current;
    return el && el.clientWidth ? (W / viewport.zoom) / el.clientWidth : 1;
  };
  const onBackgroundPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    props.onSelect(null);
    gesture.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    svg.current?.setPointerCapture?.(event.pointerId);
    if (gesture.current.size === 2) {
      const [a, b] = [...gesture.current.values()];
      pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y), zoom: viewport.zoom };
    }
  };
  const onBackgroundPointerMove = (event: PointerEvent<SVGSVGElement>): boolean => {
    const last = gesture.current.get(event.pointerId);
    if (!last || drag.current) return false;
    const now = { x: event.clientX, y: event.clientY };
    gesture.current.set(event.pointerId, now);
    if (gesture.current.size >= 2 && pinch.current) {
      const [a, b] = [...gesture.current.values()];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinch.current.distance > 0) onViewport(clampViewport({ ...viewport, zoom: pinch.current.zoom * (distance / pinch.current.distance) }, aspect));
    } else if (viewport.zoom > 1 || aspect !== CANVAS_ASPECT) {
      const k = screenScale();
      onViewport(clampViewport({ ...viewport, cx: viewport.cx - (now.x - last.x) * k, cy: viewport.cy - (now.y - last.y) * k }, aspect));
    }
    return true;
  };
  const endGesture = (event: PointerEvent<SVGSVGElement>) => {
    gesture.current.delete(event.pointerId);
    if (gesture.current.size < 2) pinch.current = null;
  };
  // Ctrl + wheel (also what a trackpad pinch sends) zooms; a plain wheel keeps scrolling the page.
  // A native listener: React's wheel listeners are passive and cannot stop the browser's own zoom.
  const latest = useRef({ viewport, onViewport, aspect });
  latest.current = { viewport, onViewport, aspect };
  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const { viewport: v, onViewport: set, aspect: a } = latest.current;
      set(clampViewport({ ...v, zoom: v.zoom * (event.deltaY < 0 ? 1.15 : 1 / 1.15) }, a));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

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
    if (onBackgroundPointerMove(event)) return;
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
    endGesture(event);
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
      viewBox={viewBoxOf(viewport, aspect)}
      style={{ aspectRatio: `1 / ${aspect}` }}
      data-zoom={viewport.zoom.toFixed(2)}
      role="application"
      aria-label={`Mind map: ${props.title}`}
      aria-roledescription="mind map editor"
      tabIndex={0}
      fontFamily={FONT}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onPointerLeave={() => props.onCursor(null)}
      onPointerDown={onBackgroundPointerDown}
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
              tabIndex={0}
              aria-pressed={selected}
              onFocus={() => setTipFor(node.id)}
              onBlur={() => setTipFor((id) => (id === node.id ? null : id))}
              onPointerEnter={() => setTipFor(node.id)}
              onPointerLeave={() => setTipFor((id) => (id === node.id ? null : id))}
              onKeyDown={(event) => {
                // Tab reaches each node; Enter or Space on an unselected one selects it (then Enter renames).
                if ((event.key === 'Enter' || event.key === ' ') && !selected) {
                  event.preventDefault();
                  event.stopPropagation();
                  props.onNodeClick(node.id);
                }
              }}
              className="mind-map-canvas__node"
              transform={`translate(${node.x} ${node.y})`}
              onPointerDown={(event) => onNodePointerDown(event, node)}
              onDoubleClick={() => !readOnly && props.onRename(node.id)}
            >
              {/* The full text names the node (screen readers, speech input) and shows on hover; the label may be cut. */}
              <title>{fullText(node)}</title>
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
      {tipNode && <FullTextTip node={tipNode} />}
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
