import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { deferred } from "./deferred";
import type { Toast, ToastType } from "./toast-view";

export type ToastApi = {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
  dismiss: () => void;
};

export const TOAST_DURATION_MS = 4000;

const ToastContext = createContext<ToastApi | null>(null);

// No page shows a toast before something happens on it: its look loads with the first one.
const ToastView = deferred(() => import("./toast-view").then((module) => module.ToastView));

/** Holds at most one toast: a new one replaces the visible one, so messages never pile up. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  // Hovering or focusing the toast stops the clock, so it can be read or closed calmly.
  const [paused, setPaused] = useState(false);
  const nextId = useRef(0);

  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, paused]);

  const api = useMemo<ToastApi>(() => {
    const show = (type: ToastType) => (text: string) => {
      nextId.current += 1;
      setToast({ id: nextId.current, type, text });
      setPaused(false);
    };
    return { success: show("success"), error: show("error"), info: show("info"), dismiss: () => setToast(null) };
  }, []);

  const toastView = toast && <ToastView key={toast.id} toast={toast} onClose={api.dismiss} onPauseChange={setPaused} />;

  return (
    <ToastContext value={api}>
      {children}
      {/* Both live regions exist from the start; screen readers only announce changes inside a region they already know. */}
      <div className="pointer-events-none fixed inset-x-4 top-20 z-50 flex flex-col items-center sm:inset-x-auto sm:right-6 sm:w-96 print:hidden">
        <div role="status" aria-live="polite" className="w-full">
          {toast?.type !== "error" && toastView}
        </div>
        <div role="alert" className="w-full">
          {toast?.type === "error" && toastView}
        </div>
      </div>
    </ToastContext>
  );
}

/** success / error / info show a toast; dismiss closes it. Needs the ToastProvider of the root layout. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
