import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { useToast } from "~/components/ui/toast";

/** How long typing may pause before the URL follows. */
const URL_WRITE_DELAY_MS = 300;

/**
 * A configurator's form state, read from the URL (on the server too, so a shared link renders
 * configured, price included) and written back after each change, so the page can be bookmarked
 * and shared. The write replaces the history entry, keeps the scroll position and reruns no loader:
 * the price is computed in the browser and the page's data does not depend on the configuration.
 */
function useUrlForm<T>(parse: (params: URLSearchParams) => T, serialize: (state: T) => string): [T, Dispatch<SetStateAction<T>>] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState(() => parse(searchParams));
  // Until the shopper changes something the URL stays exactly as it was opened.
  const initial = useRef(state);
  const search = searchParams.toString();
  // Writing during another navigation (a link just followed) would cancel it; wait until it settles.
  const navigating = useNavigation().state !== "idle";

  useEffect(() => {
    if (state === initial.current || navigating) return;
    const next = serialize(state);
    if (next === search) return;
    const timer = setTimeout(() => setSearchParams(next, { replace: true, preventScrollReset: true, defaultShouldRevalidate: false }), URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, search, navigating, serialize, setSearchParams]);

  return [state, setState];
}

export interface ConfiguratorForm<T, F> {
  form: T;
  setForm: Dispatch<SetStateAction<T>>;
  /** Whether a field shows its message: once the shopper has been at it, after a refused add, or when a shared link filled it. */
  shows: (field: F) => boolean;
  touch: (field: F) => void;
  /** A refused add: every field shows its message, a toast says why, and focus goes to the element named. */
  refuse: (message: string, focusId?: string) => void;
  /** After a line is added (the spec resets the form): the form becomes `next`, with no message showing. */
  restart: (next: SetStateAction<T>) => void;
}

/** Both configurators' form: the configuration in the URL, and which of its messages the shopper has been shown. */
export function useConfiguratorForm<T, F>(parse: (params: URLSearchParams) => T, serialize: (state: T) => string, filledFields: (form: T) => Iterable<F>): ConfiguratorForm<T, F> {
  const toast = useToast();
  const [form, setForm] = useUrlForm(parse, serialize);
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set(filledFields(form)));
  const [refused, setRefused] = useState(false);
  return {
    form,
    setForm,
    shows: (field) => refused || touched.has(field),
    touch: (field) => setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field))),
    refuse: (message, focusId) => {
      setRefused(true);
      toast.error(message);
      if (focusId) document.getElementById(focusId)?.focus();
    },
    restart: (next) => {
      setForm(next);
      setTouched(new Set());
      setRefused(false);
    },
  };
}
