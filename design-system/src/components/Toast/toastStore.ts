export const toastTones = ['success', 'info', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

/** A link (`href`) or a button (`onAction`) inside the toast, e.g. 'Confirm'. */
export type ToastAction = { label: string; href?: string; onAction?: () => void };

/** One toast waiting in a store: what `showToast()` takes, plus its id. */
export type ToastEntry = {
  id: string;
  tone: ToastTone;
  heading?: string;
  message: string;
  action?: ToastAction;
  /** Milliseconds before it closes by itself; `null` keeps it until dismissed. Default 5000. */
  durationMs?: number | null;
};

export type ToastInput = Omit<ToastEntry, 'id'> & { id?: string };

export type ToastStore = {
  /** Adds a toast and returns its id. Showing an id that is already there replaces that toast. */
  show: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastEntry[];
};

/**
 * A tiny subscribe store for toasts. Module-level, so any island can show a toast without sharing a
 * React tree with the `<ToastRegion>` that draws it; tests and stories make their own.
 */
export function createToastStore(): ToastStore {
  let toasts: readonly ToastEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  return {
    show(toast) {
      const id = toast.id ?? `toast-${nextId++}`;
      toasts = [...toasts.filter((entry) => entry.id !== id), { ...toast, id }];
      emit();
      return id;
    },
    dismiss(id) {
      if (!toasts.some((entry) => entry.id === id)) return;
      toasts = toasts.filter((entry) => entry.id !== id);
      emit();
    },
    clear() {
      if (toasts.length === 0) return;
      toasts = [];
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** The page's toast store, drawn by a `<ToastRegion>` without a `store` prop. */
export const toastStore = createToastStore();

/** Shows a toast in the page's `<ToastRegion>` and returns its id. */
export function showToast(toast: ToastInput): string {
  return toastStore.show(toast);
}

/** Closes a toast of the page's `<ToastRegion>`. */
export function dismissToast(id: string): void {
  toastStore.dismiss(id);
}
