/** A spinner with a text that screen readers announce; pages use it while their data loads. */
export function Loading({ label = "Ładowanie..." }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-stone-600">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-accent-600 motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  );
}
