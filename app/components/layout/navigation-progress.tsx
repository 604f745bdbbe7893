import { useNavigation } from "react-router";

/** A slim bar at the top while a navigation or form submission is under way, announced once to screen readers. */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <div aria-hidden="true" hidden={!busy} className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-accent-100">
        <div className="h-full w-1/3 animate-progress-slide bg-accent-600 motion-reduce:w-full motion-reduce:animate-none" />
      </div>
      <p role="status" className="sr-only">
        {busy ? "Ładowanie..." : ""}
      </p>
    </>
  );
}
