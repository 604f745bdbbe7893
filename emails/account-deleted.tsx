import { Heading, Link, Text } from "@react-email/components";
import { formatDateTime } from "~/lib/dates";
import type { ShopIdentity } from "~/lib/shop-settings";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { previewShop } from "./components/preview-data";

export interface AccountDeletedEmailProps {
  shop: ShopIdentity;
  /** The deleted account's address, which this e-mail goes to. */
  email: string;
  deletedAt: Date;
}

export const accountDeletedSubject = "Twoje konto zostało usunięte";

/** To the address of an account its holder deleted: what went, what the shop keeps and why, and whom to tell if it was not them. */
export default function AccountDeletedEmail({ shop, email, deletedAt }: AccountDeletedEmailProps) {
  return (
    <EmailLayout shop={shop} preview={accountDeletedSubject}>
      <Heading style={heading}>{accountDeletedSubject}</Heading>
      <Text style={text}>
        {`Zgodnie z Twoją prośbą ${formatDateTime(deletedAt)} usunęliśmy konto ${email} w sklepie ${shop.name}: dane profilu, hasło, sesje logowania i kody. `}
        Nie zalogujesz się już na to konto. Ten adres e-mail możesz w każdej chwili zarejestrować ponownie.
      </Text>
      <Text style={text}>
        Złożone zamówienia przechowujemy tak długo, jak wymagają tego przepisy o rachunkowości, już bez powiązania z kontem, bez numeru telefonu i uwag. Wiadomości i zamówienia
        próbek wysłane z konta nie są już do niego przypisane.
      </Text>
      <Text style={{ ...text, fontSize: "13px", color: colors.muted }}>
        Jeśli to nie była Twoja prośba, napisz do nas jak najszybciej:{" "}
        <Link href={`mailto:${shop.email}`} style={{ color: colors.accent }}>
          {shop.email}
        </Link>
        .
      </Text>
    </EmailLayout>
  );
}

AccountDeletedEmail.PreviewProps = {
  shop: previewShop,
  email: "ewa.zielinska@example.pl",
  deletedAt: new Date("2026-11-28T09:30:00.000Z"),
} satisfies AccountDeletedEmailProps;
