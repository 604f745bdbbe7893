/**
 * One localStorage entry as an external store for useSyncExternalStore: reads never throw
 * (storage can be disabled), and writes notify this tab too (`storage` fires only in others).
 */
export function storedValue(key: string) {
  const changedEvent = `stored-value:${key}`;
  return {
    read(): string | null {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    /** false when the browser does not let us store it. */
    write(value: string): boolean {
      try {
        window.localStorage.setItem(key, value);
        return true;
      } catch {
        return false;
      } finally {
        window.dispatchEvent(new Event(changedEvent));
      }
    },
    subscribe(onChange: () => void): () => void {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) onChange();
      };
      window.addEventListener("storage", onStorage);
      window.addEventListener(changedEvent, onChange);
      return () => {
        window.removeEventListener("storage", onStorage);
        window.removeEventListener(changedEvent, onChange);
      };
    },
  };
}
