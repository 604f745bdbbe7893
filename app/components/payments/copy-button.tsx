import { useEffect, useState } from "react";
import { useToast } from "~/components/ui/toast";

/** How long the check mark stays after copying. */
const COPIED_INDICATOR_MS = 2_000;

export interface CopyButtonProps {
  value: string;
  /** The accusative object of 'Kopiuj …' and 'Skopiowano …': 'numer konta', 'kwotę'. */
  what: string;
  failureMessage: string;
}

/** Copies a value to the clipboard, says so in a toast and shows a check mark for two seconds. */
export function CopyButton({ value, what, failureMessage }: CopyButtonProps) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(`Skopiowano ${what}`);
    } catch {
      setCopied(false);
      toast.error(failureMessage);
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={`Kopiuj ${what}`}
      data-copied={copied ? "true" : undefined}
      className={`flex size-11 shrink-0 items-center justify-center rounded-lg border transition-colors ${
        copied ? "border-emerald-300 bg-emerald-50 text-emerald-700" : "border-stone-300 bg-white text-stone-700 hover:border-accent-600 hover:text-accent-700"
      }`}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={copied ? 2.2 : 1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="size-5"
      >
        {copied ? (
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        ) : (
          <>
            <rect x="8" y="8" width="12" height="12" rx="2" />
            <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
          </>
        )}
      </svg>
    </button>
  );
}
