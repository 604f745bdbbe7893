import { useEffect } from "react";
import type { Flash } from "~/lib/flash";
import { useToast } from "./toast";

/** Shows the toast a redirect carried (the root loader reads it from its one-time cookie). */
export function FlashToast({ flash }: { flash: Flash | null }) {
  const toast = useToast();
  const type = flash?.type;
  const text = flash?.text;
  const id = flash?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` makes the same text shown twice in a row a second toast
  useEffect(() => {
    if (type && text) toast[type](text);
  }, [toast, type, text, id]);
  return null;
}
