import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoCircleIcon } from "./icons";

export type ToastType = "success" | "error" | "info";

export type Toast = { id: number; type: ToastType; text: string };

const styles: Record<ToastType, { icon: typeof InfoCircleIcon; className: string; iconClassName: string }> = {
  success: { icon: CheckCircleIcon, className: "border-emerald-200", iconClassName: "text-emerald-700" },
  error: { icon: AlertCircleIcon, className: "border-red-200", iconClassName: "text-red-700" },
  info: { icon: InfoCircleIcon, className: "border-stone-200", iconClassName: "text-accent-700" },
};

/** One toast: its icon, text and close button (toast.tsx holds the state and loads this with the first toast). */
export function ToastView({ toast, onClose, onPauseChange }: { toast: Toast; onClose: () => void; onPauseChange: (paused: boolean) => void }) {
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
