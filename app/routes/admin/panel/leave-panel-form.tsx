import { Form, href, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";

export const LEAVE_PANEL_PATH = href("/admin/wyloguj");

/** Ends the code step (a POST: a link or a prefetch must not); the shop session stays. */
export function LeavePanelForm() {
  const leaving = useNavigation().formAction === LEAVE_PANEL_PATH;
  return (
    <Form method="post" action={LEAVE_PANEL_PATH}>
      <button type="submit" disabled={leaving} className={buttonClasses("secondary")}>
        {leaving ? "Wylogowywanie..." : "Wyloguj z panelu"}
      </button>
    </Form>
  );
}
