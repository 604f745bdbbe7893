import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Runs `effect` after each navigation (a new location key), but not on mount, so whatever a shopper
 * did before hydration (a tick, an opened drawer) survives it.
 */
export function useAfterNavigation(effect: () => void) {
  const { key } = useLocation();
  const handledKey = useRef(key);
  useEffect(() => {
    if (handledKey.current === key) return;
    handledKey.current = key;
    effect();
  }, [key, effect]);
}
