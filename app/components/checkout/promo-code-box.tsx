import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { CheckCircleIcon } from "~/components/ui/icons";
import { useToast } from "~/components/ui/toast";
import { FieldError } from "./choice-controls";

export const PROMO_CODE_MISSING = "Wprowadź kod promocyjny";

export type AppliedPromo = { code: string; percent: number };

/** What the promo-code route (/finalizacja-zamowienia/kod-rabatowy) answers. */
export type PromoCheckAnswer = { promo: AppliedPromo } | { promoError: string } | { networkError: true };

const PROMO_CHECK_PATH = "/finalizacja-zamowienia/kod-rabatowy";

/**
 * The promo code is checked by its own route without leaving the form; the applied code then
 * travels with the order, which checks it again when it is placed.
 */
export function PromoCodeBox({
  applied,
  onChange,
  orderError,
}: {
  applied: AppliedPromo | null;
  onChange: (promo: AppliedPromo | null) => void;
  /** The order's refusal of the applied code, when it stopped being valid in the meantime. */
  orderError?: string;
}) {
  const fetcher = useFetcher<PromoCheckAnswer>();
  const toast = useToast();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const checking = fetcher.state !== "idle";

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer of the check; `onChange` is the parent's setter
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if ("promo" in result) {
      onChange(result.promo);
      setDraft("");
      setError(null);
      toast.success(`Kod zastosowany! Otrzymujesz ${result.promo.percent}% zniżki`);
    } else if ("promoError" in result) {
      setError(result.promoError);
      toast.error(`Nieprawidłowy kod. ${result.promoError}`);
    } else if ("networkError" in result) {
      toast.error("Wystąpił błąd podczas sprawdzania kodu");
    }
    // Only a new answer from the server is news, not a new render of the parent.
  }, [fetcher.data]);

  const apply = () => {
    if (draft.trim() === "") {
      setError(PROMO_CODE_MISSING);
      toast.error(PROMO_CODE_MISSING);
      return;
    }
    void fetcher.submit({ promoCode: draft }, { method: "post", action: PROMO_CHECK_PATH });
  };

  const remove = () => {
    onChange(null);
    toast.success("Kod usunięty");
  };

  const shownError = error ?? orderError;

  if (applied) {
    return (
      <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
        <div className="flex items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm text-emerald-900">
            <CheckCircleIcon className="size-5 shrink-0" />
            <span>
              Kod <strong className="font-semibold">{applied.code}</strong>: −{applied.percent}%
            </span>
          </p>
          <button
            type="button"
            onClick={remove}
            className="rounded-md px-2 py-1 text-sm font-medium text-stone-700 underline underline-offset-2 hover:bg-white hover:text-stone-950"
          >
            Usuń kod
          </button>
        </div>
        {orderError ? <FieldError id={errorId} message={orderError} /> : null}
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-900">
        Kod promocyjny
      </label>
      <div className="mt-1.5 flex gap-2">
        {/* No name: only an applied code is sent with the order. Enter applies the code instead of placing the order. */}
        <input
          id={inputId}
          type="text"
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value.toUpperCase());
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            apply();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          className={`min-w-0 flex-1 rounded-lg border bg-white px-3 py-2.5 text-base uppercase text-stone-950 placeholder:normal-case placeholder:text-stone-400 sm:text-sm ${
            shownError ? "border-red-600" : "border-stone-300"
          }`}
          placeholder="Wpisz kod"
        />
        <button type="button" onClick={apply} disabled={checking} className={buttonClasses("secondary")}>
          {checking ? "Sprawdzanie..." : "Zastosuj"}
        </button>
      </div>
      {shownError ? <FieldError id={errorId} message={shownError} /> : null}
    </div>
  );
}
