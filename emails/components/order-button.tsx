import { Button, Section, Text } from "@react-email/components";
import { colors, text } from "./email-layout";
import { PRIVATE_LINK_NOTE } from "./private-link";

/** The way to the order: the customer's private link, with its note, or the order in the back-office for the shop. */
export function OrderButton({ href, audience }: { href: string; audience: "customer" | "shop" }) {
  return (
    <Section style={{ margin: "24px 0 0" }}>
      <Button href={href} style={{ backgroundColor: colors.accent, borderRadius: "8px", color: "#ffffff", fontWeight: 700, padding: "12px 20px" }}>
        {audience === "customer" ? "Zobacz swoje zamówienie" : "Otwórz zamówienie w panelu"}
      </Button>
      {audience === "customer" ? <Text style={{ ...text, fontSize: "13px", color: colors.muted, margin: "12px 0 0" }}>{PRIVATE_LINK_NOTE}</Text> : null}
    </Section>
  );
}
