import { z } from "zod";

/** The shop's identity, configured per deployment through the worker's vars. */
export const shopIdentitySchema = z.object({
  name: z.string().min(1),
  legalName: z.string().min(1),
  street: z.string().min(1),
  postalCode: z.string().regex(/^\d{2}-\d{3}$/),
  city: z.string().min(1),
  nip: z.string().regex(/^\d{10}$/),
  phone: z.string().min(9),
  email: z.email(),
  adminEmail: z.email(),
  bankName: z.string().min(1),
  bankAccount: z.string().regex(/^PL\d{26}$/),
  bankRecipient: z.string().min(1),
  paymentPhone: z.string().min(9),
  facebookUrl: z.url(),
  instagramUrl: z.url(),
  powderCoatingUrl: z.url(),
  publicUrl: z.url(),
});
export type ShopIdentity = z.infer<typeof shopIdentitySchema>;

/** "PL61109010140000071219812874" → "PL61 1090 1014 0000 0712 1981 2874" */
export function formatBankAccount(iban: string): string {
  return iban.replace(/(.{4})/g, "$1 ").trim();
}

/** "500600700" or "500 600 700" → "tel:+48500600700" */
export function phoneHref(phone: string): string {
  return `tel:+48${phone.replace(/\D/g, "").slice(-9)}`;
}
