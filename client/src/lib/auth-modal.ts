import { useSyncExternalStore } from 'react';

export type AuthModalStep = 'signUp' | 'signIn' | 'forgotPassword';
export type AuthModalState = { isOpen: boolean; step: AuthModalStep; redirectTo?: string };

let state: AuthModalState = { isOpen: false, step: 'signIn' };
const listeners = new Set<() => void>();
const set = (next: AuthModalState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

/** Any page may ask for the auth modal; the one AuthModal in the root layout shows it. */
export const authModal = {
  open: (step: AuthModalStep, options?: { redirectTo?: string }) =>
    set(options?.redirectTo ? { isOpen: true, step, redirectTo: options.redirectTo } : { isOpen: true, step }),
  close: () => set({ isOpen: false, step: state.step }),
  getState: (): AuthModalState => state,
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useAuthModal = (): AuthModalState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
