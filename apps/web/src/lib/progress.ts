import { create } from 'zustand';

/** How many calls and navigations are under way; the top progress bar shows while any is. */
export const useProgress = create<{ active: number; start: () => void; done: () => void }>((set) => ({
  active: 0,
  start: () => set((state) => ({ active: state.active + 1 })),
  done: () => set((state) => ({ active: Math.max(0, state.active - 1) })),
}));
