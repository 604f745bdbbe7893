import { z } from "zod";
import type { ShopIdentity } from "~/lib/shop-identity";

/** The checks a deployment's identity vars must pass; its output is the lib's ShopIdentity. */
const shopIdentitySchema = z.object({
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
  pickupHours: z.string().min(1),
  facebookUrl: z.url(),
  instagramUrl: z.url(),
  powderCoatingUrl: z.url(),
  publicUrl: z.url(),
}) satisfies z.ZodType<ShopIdentity>;

/** Reads the shop's identity from the deployment's vars; a misconfigured deployment fails loudly. */
export function getShopIdentity(env: Env): ShopIdentity {
  return shopIdentitySchema.parse({
    name: env.SHOP_NAME,
    legalName: env.SHOP_LEGAL_NAME,
    street: env.SHOP_STREET,
    postalCode: env.SHOP_POSTAL_CODE,
    city: env.SHOP_CITY,
    nip: env.SHOP_NIP,
    phone: env.SHOP_PHONE,
    email: env.SHOP_EMAIL,
    adminEmail: env.SHOP_ADMIN_EMAIL,
    bankName: env.SHOP_BANK_NAME,
    bankAccount: env.SHOP_BANK_ACCOUNT,
    bankRecipient: env.SHOP_BANK_RECIPIENT,
    paymentPhone: env.SHOP_PAYMENT_PHONE,
    pickupHours: env.SHOP_PICKUP_HOURS,
    facebookUrl: env.SHOP_FACEBOOK_URL,
    instagramUrl: env.SHOP_INSTAGRAM_URL,
    powderCoatingUrl: env.SHOP_POWDER_COATING_URL,
    publicUrl: env.SHOP_PUBLIC_URL,
  });
}
