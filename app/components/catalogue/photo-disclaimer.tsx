import { AlertCircleIcon } from "~/components/ui/icons";

/** The spec's notice for product photos, the same on every page that shows them. */
export function PhotoDisclaimer({ className = "" }: { className?: string }) {
  return (
    <p className={`flex gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-sm leading-6 text-stone-700 ${className}`}>
      <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-stone-500" />
      <span>Zdjęcia tkanin mają charakter poglądowy: kolor na ekranie może różnić się od rzeczywistego, a zdjęcia nie stanowią podstawy do reklamacji.</span>
    </p>
  );
}
