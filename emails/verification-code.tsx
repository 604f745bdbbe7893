import { Button, Heading, Section, Text } from "@react-email/components";
import { MINUTES_ACCUSATIVE, PASSWORD_RESET_TTL_SECONDS } from "~/lib/limits";
import { countOf } from "~/lib/plural";
import type { ShopIdentity } from "~/lib/shop-settings";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { previewShop } from "./components/preview-data";

export type CodePurpose = "email_verification" | "password_reset";

export interface VerificationCodeEmailProps {
  shop: ShopIdentity;
  purpose: CodePurpose;
  code: string;
  /** For a password reset: the one-time link that opens the new-password form, with no code to type. */
  resetUrl?: string;
}

const wording: Record<CodePurpose, { subject: string; intro: string; validity: string }> = {
  email_verification: {
    subject: "Kod weryfikacyjny do konta",
    intro: "Dziękujemy za założenie konta. Wpisz poniższy kod na stronie, aby potwierdzić adres e-mail.",
    validity: "Kod jest ważny przez 10 minut. Jeśli to nie Ty, zignoruj tę wiadomość — nikt nie uzyska dostępu do konta bez tego kodu.",
  },
  password_reset: {
    subject: "Kod do zmiany hasła",
    intro: "Otrzymaliśmy prośbę o zmianę hasła do Twojego konta. Wpisz poniższy kod albo użyj przycisku, aby ustawić nowe hasło.",
    validity: `Kod i przycisk działają raz, przez ${countOf(PASSWORD_RESET_TTL_SECONDS / 60, MINUTES_ACCUSATIVE)} od wysłania tej wiadomości. Jeśli to nie Ty, zignoruj ją — bez niej nikt nie zmieni Twojego hasła.`,
  },
};

export function verificationCodeSubject(purpose: CodePurpose): string {
  return wording[purpose].subject;
}

export default function VerificationCodeEmail({ shop, purpose, code, resetUrl }: VerificationCodeEmailProps) {
  return (
    <EmailLayout shop={shop} preview={`${wording[purpose].subject}: ${code}`}>
      <Heading style={heading}>{wording[purpose].subject}</Heading>
      <Text style={text}>{wording[purpose].intro}</Text>
      <Section style={{ backgroundColor: colors.soft, borderRadius: "8px", margin: "16px 0", padding: "16px", textAlign: "center" }}>
        <Text style={{ ...text, fontSize: "32px", lineHeight: "40px", fontWeight: 700, letterSpacing: "8px", margin: 0 }}>{code}</Text>
      </Section>
      {resetUrl ? (
        <Section style={{ margin: "0 0 16px" }}>
          <Button href={resetUrl} style={{ backgroundColor: colors.accent, borderRadius: "8px", color: "#ffffff", fontWeight: 700, padding: "12px 20px" }}>
            Ustaw nowe hasło
          </Button>
        </Section>
      ) : null}
      <Text style={{ ...text, fontSize: "13px", color: colors.muted }}>{wording[purpose].validity}</Text>
    </EmailLayout>
  );
}

VerificationCodeEmail.PreviewProps = { shop: previewShop, purpose: "email_verification", code: "042917" } satisfies VerificationCodeEmailProps;
