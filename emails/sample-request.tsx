import { Heading, Section, Text } from "@react-email/components";
import type { SampleFabric } from "~/lib/fabric-samples";
import type { ShopIdentity } from "~/lib/shop-settings";
import { colors, EmailLayout, heading, text } from "./components/email-layout";
import { previewShop } from "./components/preview-data";

/**
 * The confirmation of a free samples request, to the address it was made with. The fabrics are the
 * shop's own facts; the name and postal address the requester typed are repeated only at the verified
 * address of their account (`typedText`), so the form cannot be used to mail a stranger someone's text.
 */
export interface SampleRequestEmailProps {
  shop: ShopIdentity;
  typedText: boolean;
  request: { name: string; street: string; postalCode: string; city: string; fabrics: readonly SampleFabric[] };
}

export const sampleRequestSubject = "Potwierdzenie zamówienia bezpłatnych próbek";

export default function SampleRequestEmail({ shop, typedText, request }: SampleRequestEmailProps) {
  return (
    <EmailLayout shop={shop} preview={sampleRequestSubject}>
      <Heading style={heading}>{typedText ? `Dzień dobry, ${request.name}!` : "Dzień dobry!"}</Heading>
      <Text style={text}>
        Dziękujemy za zamówienie bezpłatnych próbek tkanin. Przygotujemy je i wyślemy listem na adres podany w formularzu. Próbki są bezpłatne, nic nie płacisz.
      </Text>
      <Section style={{ backgroundColor: colors.soft, borderRadius: "8px", padding: "12px 16px", margin: "0 0 12px" }}>
        <Text style={{ ...text, fontWeight: 700, margin: "0 0 4px" }}>Zamówione próbki</Text>
        {request.fabrics.map((fabric) => (
          <Text key={fabric.code} style={{ ...text, margin: "0 0 2px" }}>
            {fabric.code} · {fabric.name} ({fabric.colour})
          </Text>
        ))}
      </Section>
      {typedText ? (
        <Text style={text}>
          Adres wysyłki: {request.street}, {request.postalCode} {request.city}
        </Text>
      ) : null}
      <Text style={text}>Jeśli to nie Ty zamawiałeś próbki, odpisz na tę wiadomość, a nic nie wyślemy.</Text>
    </EmailLayout>
  );
}

SampleRequestEmail.PreviewProps = {
  shop: previewShop,
  typedText: true,
  request: {
    name: "Anna Kowalska",
    street: "ul. Łąkowa 5/2",
    postalCode: "00-950",
    city: "Warszawa",
    fabrics: [
      { code: "PL-101", name: "Basic 101", colour: "czarny" },
      { code: "PL-102", name: "Basic 102", colour: "niebieski" },
    ],
  },
} satisfies SampleRequestEmailProps;
