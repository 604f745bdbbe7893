import { buttonClasses } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";

/** Copies this page's address with the given query (a configuration), for sharing. */
export function CopyLinkButton({ search, label = "Kopiuj link do konfiguracji" }: { search: string; label?: string }) {
  const toast = useToast();
  async function copy() {
    const url = new URL(window.location.href);
    url.search = search;
    url.hash = "";
    try {
      await navigator.clipboard.writeText(url.href);
      toast.success("Skopiowano link");
    } catch {
      // No clipboard access (an insecure origin, a refused permission): the address bar still has the link.
      toast.error("Nie udało się skopiować linku. Skopiuj adres strony z paska przeglądarki.");
    }
  }
  return (
    <button type="button" onClick={copy} className={`${buttonClasses("secondary")} w-full`}>
      {label}
    </button>
  );
}
