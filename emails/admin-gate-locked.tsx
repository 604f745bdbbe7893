import { Button, Heading, Section, Text } from "@react-email/components";
import { GATE_FAILURE_LIMIT } from "~/lib/admin-gate";
import { formatDateTime } from "~/lib/dates";
import type { ShopIdentity } from "~/lib/shop-settings";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { previewShop } from "./components/preview-data";

export interface AdminGateLockedEmailProps {
  shop: ShopIdentity;
  /** The administrator account whose gate is locked. */
  account: string;
  lockedUntil: Date;
  /** The audit log in the back-office. */
  auditUrl: string;
}

export function adminGateLockedSubject(account: string): string {
  return `Zablokowano wejście do panelu administratora dla konta ${account}`;
}

/** To every administrator: someone failed the back-office gate of one account too often in a day. */
export default function AdminGateLockedEmail({ shop, account, lockedUntil, auditUrl }: AdminGateLockedEmailProps) {
  return (
    <EmailLayout shop={shop} preview={adminGateLockedSubject(account)}>
      <Heading style={heading}>Zablokowano wejście do panelu</Heading>
      <Text style={text}>
        {`Konto ${account} miało ${GATE_FAILURE_LIMIT} nieudanych prób wejścia do panelu administratora w ciągu doby (błędny kod dostępu, kod z aplikacji uwierzytelniającej albo hasło). `}
        {`Wejście do panelu z tego konta jest zablokowane do ${formatDateTime(lockedUntil)}.`}
      </Text>
      <Text style={text}>
        Jeśli to nie był nikt z Was, ktoś może znać hasło do tego konta: zmień je, a jeśli w dzienniku zdarzeń widać błędny tylko kod z aplikacji, zmień też kod dostępu do panelu.
      </Text>
      <Section style={{ margin: "0 0 16px" }}>
        <Button href={auditUrl} style={{ backgroundColor: colors.accent, borderRadius: "8px", color: "#ffffff", fontWeight: 700, padding: "12px 20px" }}>
          Otwórz dziennik zdarzeń
        </Button>
      </Section>
      <Text style={{ ...text, fontSize: "13px", color: colors.muted }}>Tę wiadomość dostaje każdy administrator sklepu.</Text>
    </EmailLayout>
  );
}

AdminGateLockedEmail.PreviewProps = {
  shop: previewShop,
  account: "admin@plisy-na-wymiar.example",
  lockedUntil: new Date("2026-11-24T16:40:00.000Z"),
  auditUrl: "http://localhost:5173/admin-audit",
} satisfies AdminGateLockedEmailProps;
