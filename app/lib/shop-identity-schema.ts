import { z } from "zod";

// Apart from app/lib/shop-identity.ts's helpers, so the browser, which needs only those, loads no zod.

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
  /** When pickup orders can be collected at the shop's address, e.g. 'pon.–pt. 9:00–17:00'. */
  pickupHours: z.string().min(1),
  facebookUrl: z.url(),
  instagramUrl: z.url(),
  powderCoatingUrl: z.url(),
  publicUrl: z.url(),
});
export type ShopIdentity = z.infer<typeof shopIdentitySchema>;
