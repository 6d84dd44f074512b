import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error';
export type Toast = { id: number; kind: ToastKind; message: string };

/** Spec 001 §2.6: shown for 3 seconds, at most 5 kept. */
export const TOAST_DURATION_MS = 3000;
export const MAX_TOASTS = 5;

let toasts: Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const dismiss = (id: number) => {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const next = toasts.filter((t) => t.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
};

const push = (kind: ToastKind, message: string): number => {
  const id = nextId++;
  const next = [...toasts, { id, kind, message }];
  // the oldest gives way so the newest is always seen
  const dropped = next.slice(0, Math.max(0, next.length - MAX_TOASTS));
  dropped.forEach((t) => {
    const timer = timers.get(t.id);
    if (timer) clearTimeout(timer);
    timers.delete(t.id);
  });
  toasts = next.slice(-MAX_TOASTS);
  timers.set(
    id,
    setTimeout(() => dismiss(id), TOAST_DURATION_MS),
  );
  emit();
  return id;
};

export const toast = {
  success: (message: string) => push('success', message),
  error: (message: string) => push('error', message),
  dismiss,
  getAll: (): readonly Toast[] => toasts,
  /** For tests: forget every toast and timer. */
  reset: () => {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    toasts = [];
    emit();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasts = (): readonly Toast[] =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
