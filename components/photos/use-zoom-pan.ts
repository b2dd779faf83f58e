'use client';

import { useEffect, useRef, useState, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

/** Scale 1 is the photo fitted to the screen; translation in CSS pixels from its centred place. */
export type View = { scale: number; x: number; y: number };
export const FIT: View = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 4;
export const ZOOM_STEP = 1.5;
/** A swipe: this far sideways (CSS px), and clearly more sideways than up or down. */
const SWIPE_MIN = 50;
/** A tap moves less than this; two taps closer in time than DOUBLE_TAP_MS zoom. */
const TAP_SLOP = 10;
const DOUBLE_TAP_MS = 300;

type Point = { x: number; y: number };
type Gesture =
  | { kind: 'one'; start: Point; view: View; afterPinch?: boolean }
  | { kind: 'pinch'; distance: number; view: View; mid: Point }
  | { kind: 'done' };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Zoom and pan of one photo inside its stage, and the swipe that changes photo, from pointer
 * events (mouse, pen and touch alike; the stage has `touch-action: none`): drag pans a zoomed
 * photo, two fingers pinch, a double tap or double click toggles 2.5×, the wheel zooms at the
 * pointer, and a sideways swipe on the fitted photo calls `onSwipe(+1 | -1)`.
 * The photo never leaves its stage: a zoomed photo pans only as far as its edges.
 */
export function useZoomPan(stage: RefObject<HTMLElement | null>, photo: RefObject<HTMLElement | null>, onSwipe: (step: 1 | -1) => void) {
  const [view, setViewState] = useState<View>(FIT);
  const [dragging, setDragging] = useState(false);
  // The view as of the last event (gestures read it between renders).
  const viewRef = useRef(view);
  const setView = (next: View) => {
    viewRef.current = next;
    setViewState(next);
  };
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>({ kind: 'done' });
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  const lastPointerType = useRef('mouse');

  /** The view kept inside the stage: no empty band beside a photo larger than the screen. */
  const clamp = (next: View): View => {
    const scale = Math.min(MAX_SCALE, Math.max(1, next.scale));
    const s = stage.current;
    const p = photo.current;
    if (!s || !p || scale === 1) return { scale, x: 0, y: 0 };
    const maxX = Math.max(0, (p.offsetWidth * scale - s.clientWidth) / 2);
    const maxY = Math.max(0, (p.offsetHeight * scale - s.clientHeight) / 2);
    return { scale, x: Math.min(maxX, Math.max(-maxX, next.x)), y: Math.min(maxY, Math.max(-maxY, next.y)) };
  };

  /**
   * Zoom to `scale` keeping the screen point `at` (default: the stage's centre) on the same spot
   * of the photo; a pinch passes the view and midpoint it started from, so moving fingers pan too.
   */
  const zoomTo = (scale: number, at?: Point, from: View = viewRef.current, startedAt: Point | undefined = at) => {
    const s = stage.current;
    if (!s) return;
    // The photo is centred in the stage (which never moves) and scales about its own centre.
    const rect = s.getBoundingClientRect();
    const centre = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    const point = at ? { x: at.x - centre.x, y: at.y - centre.y } : { x: 0, y: 0 };
    const anchor = startedAt ? { x: startedAt.x - centre.x, y: startedAt.y - centre.y } : point;
    const target = Math.min(MAX_SCALE, Math.max(1, scale));
    const ratio = target / from.scale;
    setView(clamp({ scale: target, x: point.x - (anchor.x - from.x) * ratio, y: point.y - (anchor.y - from.y) * ratio }));
  };

  const zoomIn = () => zoomTo(viewRef.current.scale * ZOOM_STEP);
  const zoomOut = () => zoomTo(viewRef.current.scale / ZOOM_STEP);
  const reset = () => setView(FIT);
  const toggleAt = (at: Point) => (viewRef.current.scale > 1 ? setView(FIT) : zoomTo(2.5, at));

  // The wheel listener must be able to cancel the page's scroll (React's own is passive); it is
  // added once and calls the latest zoomTo through a ref.
  const onWheel = useRef<(e: WheelEvent) => void>(null);
  useEffect(() => {
    onWheel.current = (e) => zoomTo(viewRef.current.scale * Math.exp(-e.deltaY / 300), { x: e.clientX, y: e.clientY });
  });
  useEffect(() => {
    const s = stage.current;
    if (!s) return;
    const listener = (e: WheelEvent) => {
      e.preventDefault();
      onWheel.current?.(e);
    };
    s.addEventListener('wheel', listener, { passive: false });
    return () => s.removeEventListener('wheel', listener);
  }, [stage]);

  const onPointerDown = (e: ReactPointerEvent) => {
    lastPointerType.current = e.pointerType;
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const [a, b] = [...pointers.current.values()];
    if (a && b) gesture.current = { kind: 'pinch', distance: distance(a, b) || 1, view: viewRef.current, mid: middle(a, b) };
    else if (a) gesture.current = { kind: 'one', start: a, view: viewRef.current };
    setDragging(true);
  };

  const onPointerMove = (e: ReactPointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const g = gesture.current;
    const [a, b] = [...pointers.current.values()];
    if (g.kind === 'pinch' && a && b) {
      zoomTo(g.view.scale * (distance(a, b) / g.distance), middle(a, b), g.view, g.mid);
    } else if (g.kind === 'one' && a && g.view.scale > 1) {
      setView(clamp({ ...g.view, x: g.view.x + a.x - g.start.x, y: g.view.y + a.y - g.start.y }));
    }
  };

  const onPointerEnd = (e: ReactPointerEvent) => {
    if (!pointers.current.delete(e.pointerId)) return;
    const g = gesture.current;
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other goes on panning from here, never swiping.
      const [rest] = [...pointers.current.values()];
      gesture.current = rest ? { kind: 'one', start: rest, view: viewRef.current, afterPinch: true } : { kind: 'done' };
      return;
    }
    gesture.current = { kind: 'done' };
    setDragging(false);
    if (g.kind !== 'one' || g.afterPinch || e.type === 'pointercancel') return;
    const dx = e.clientX - g.start.x;
    const dy = e.clientY - g.start.y;
    if (g.view.scale === 1 && Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy) * 1.5) {
      onSwipe(dx < 0 ? 1 : -1);
      return;
    }
    // Double tap (touch and pen; a mouse has its dblclick).
    if (e.pointerType !== 'mouse' && Math.hypot(dx, dy) < TAP_SLOP) {
      const point = { x: e.clientX, y: e.clientY };
      const last = lastTap.current;
      if (last && e.timeStamp - last.at < DOUBLE_TAP_MS && distance(last.point, point) < TAP_SLOP * 3) {
        lastTap.current = null;
        toggleAt(point);
      } else lastTap.current = { at: e.timeStamp, point };
    }
  };

  const handlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
    // A browser may follow a double tap with a dblclick: the tap already toggled.
    onDoubleClick: (e: ReactMouseEvent) => {
      if (lastPointerType.current === 'mouse') toggleAt({ x: e.clientX, y: e.clientY });
    },
  };
  return { view, dragging, zoomIn, zoomOut, reset, handlers };
}
