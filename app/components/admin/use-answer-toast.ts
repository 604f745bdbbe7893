import { useEffect } from "react";
import { useToast } from "~/components/ui/toast";
import type { AdminAnswer } from "~/lib/admin-route";

/** Shows each new answer of an action once, as a success or an error toast. */
export function useAnswerToast(answer: AdminAnswer | undefined) {
  const toast = useToast();
  useEffect(() => {
    if (answer) toast[answer.ok ? "success" : "error"](answer.message);
  }, [toast, answer]);
}
