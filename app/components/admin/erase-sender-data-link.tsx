import { buttonClasses } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { ERASE_SENDER_DATA_PATH } from "~/lib/sender-erasure";

/** The way from the enquiries and samples lists to erasing what one address sent, on that person's request. */
export function EraseSenderDataLink() {
  return (
    <Link to={ERASE_SENDER_DATA_PATH} className={buttonClasses("secondary")}>
      Usuń dane nadawcy na żądanie
    </Link>
  );
}
