import { create } from 'zustand';
import { msg } from '#app/lib/i18n';

export const TOAST_MS = 5000;

export type Toast = { id: number; title: 'Success' | 'Error'; message: string };

type ToastState = {
  toasts: Toast[];
  push(title: Toast['title'], message: string): void;
  dismiss(id: number): void;
};

let nextId = 1;

/** Toasts appear top-right and close after 5 s (ADR 005). */
export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  push(title, message) {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, title, message }] });
    setTimeout(() => get().dismiss(id), TOAST_MS);
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
}));

export const toast = {
  // The titles are catalog ids, translated where the toast is shown.
  success: (message: string) => useToasts.getState().push(msg('Success') as 'Success', message),
  error: (message: string) => useToasts.getState().push(msg('Error') as 'Error', message),
};
