import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoCircleIcon } from "./icons";

export type ToastType = "success" | "error" | "info";

export type ToastApi = {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
  dismiss: () => void;
};

type Toast = { id: number; type: ToastType; text: string };

export const TOAST_DURATION_MS = 4000;

const ToastContext = createContext<ToastApi | null>(null);

const styles: Record<ToastType, { icon: typeof InfoCircleIcon; className: string; iconClassName: string }> = {
  success: { icon: CheckCircleIcon, className: "border-emerald-200", iconClassName: "text-emerald-700" },
  error: { icon: AlertCircleIcon, className: "border-red-200", iconClassName: "text-red-700" },
  info: { icon: InfoCircleIcon, className: "border-stone-200", iconClassName: "text-accent-700" },
};

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
      <div className="pointer-events-none fixed inset-x-4 top-20 z-50 flex flex-col items-center sm:inset-x-auto sm:right-6 sm:w-96">
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

function ToastView({ toast, onClose, onPauseChange }: { toast: Toast; onClose: () => void; onPauseChange: (paused: boolean) => void }) {
  const { icon: Icon, className, iconClassName } = styles[toast.type];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the timer; the toast's close button is the control
    <div
      className={`pointer-events-auto flex w-full animate-toast-in items-start gap-3 rounded-xl border bg-white p-4 text-sm text-stone-800 shadow-lg ${className}`}
      onMouseEnter={() => onPauseChange(true)}
      onMouseLeave={() => onPauseChange(false)}
      onFocus={() => onPauseChange(true)}
      onBlur={() => onPauseChange(false)}
    >
      <Icon className={`mt-px size-5 shrink-0 ${iconClassName}`} />
      <p className="flex-1 leading-5">{toast.text}</p>
      <button type="button" onClick={onClose} className="-m-1.5 rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-900" aria-label="Zamknij powiadomienie">
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

/** success / error / info show a toast; dismiss closes it. Needs the ToastProvider of the root layout. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
