const base =
  "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium shadow-sm transition-colors disabled:pointer-events-none disabled:opacity-50";

/** A destructive confirmation (delete, reject, remove a right). */
export const dangerButtonClasses = `${base} bg-red-700 text-white hover:bg-red-800`;

/** A button that opens a destructive step: quiet until it is pointed at. */
export const dangerOutlineButtonClasses = `${base} border border-red-200 bg-white text-red-800 hover:border-red-300 hover:bg-red-50`;

/** The confirming positive action (accept). */
export const successButtonClasses = `${base} bg-emerald-700 text-white hover:bg-emerald-800`;
