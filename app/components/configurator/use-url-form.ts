import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from "react";
import { useNavigation, useSearchParams } from "react-router";

/** How long typing may pause before the URL follows. */
const URL_WRITE_DELAY_MS = 300;

/**
 * A configurator's form state, read from the URL (on the server too, so a shared link renders
 * configured, price included) and written back after each change, so the page can be bookmarked
 * and shared. The write replaces the history entry, keeps the scroll position and reruns no loader:
 * the price is computed in the browser and the page's data does not depend on the configuration.
 */
export function useUrlForm<T>(parse: (params: URLSearchParams) => T, serialize: (state: T) => string): [T, Dispatch<SetStateAction<T>>] {
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
