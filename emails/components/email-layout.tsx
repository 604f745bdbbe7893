import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { ShopIdentity } from "~/lib/shop-settings";

export const colors = { accent: "#b4532a", ink: "#1c1917", muted: "#57534e", line: "#e7e5e4", soft: "#fafaf9" } as const;

export const text = { fontSize: "15px", lineHeight: "24px", color: colors.ink, margin: "0 0 12px" } as const;
export const heading = { fontSize: "22px", lineHeight: "30px", color: colors.ink, margin: "0 0 16px", fontWeight: 700 } as const;

/** The frame every e-mail of the shop shares: its name on top, contact details and the footer below. */
export function EmailLayout({ shop, preview, children }: { shop: ShopIdentity; preview: string; children: ReactNode }) {
  return (
    <Html lang="pl">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.soft, fontFamily: "Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", border: `1px solid ${colors.line}`, borderRadius: "12px", maxWidth: "600px", padding: "32px" }}>
          <Text style={{ ...text, color: colors.accent, fontSize: "18px", fontWeight: 700, margin: "0 0 24px" }}>{shop.name}</Text>
          {children}
          <Hr style={{ borderColor: colors.line, margin: "32px 0 16px" }} />
          <Section>
            <Text style={{ ...text, fontSize: "13px", lineHeight: "20px", color: colors.muted }}>
              {shop.legalName}, {shop.street}, {shop.postalCode} {shop.city}, NIP {shop.nip}
              <br />
              Tel. {shop.phone} ·{" "}
              <Link href={`mailto:${shop.email}`} style={{ color: colors.accent }}>
                {shop.email}
              </Link>{" "}
              ·{" "}
              <Link href={shop.publicUrl} style={{ color: colors.accent }}>
                {new URL(shop.publicUrl).host}
              </Link>
            </Text>
            <Text style={{ ...text, fontSize: "12px", lineHeight: "18px", color: colors.muted, margin: 0 }}>
              Ta wiadomość została wysłana automatycznie. Możesz na nią odpowiedzieć, trafi do nas.
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
