import { and, eq } from "drizzle-orm";
import { user } from "~/db/schema";
import type { Db } from "../platform/db.server";

/**
 * Whose address an e-mail goes to. The shop's own; the verified address of the account the mail is
 * about (what its holder typed may be repeated there); or any other, typed by whoever filled a form:
 * such mail carries only the shop's fixed texts and facts, and counts against the recipient's limit.
 * A receipt of an online payment goes to the order's address as "payer": fixed texts and facts too, but
 * each one follows money paid to the shop, so it is never limited (a guest's second order within the hour
 * would otherwise get its receipt dropped).
 * A password reset goes to the account's own address, verified or not, as "account": fixed texts and its
 * code, limited per mailbox when it is asked for (resetEmail), so no other mail to the address holds it back.
 * The confirmation that an account was deleted goes there as "account" too: its holder asked for it with the password.
 * What the shop itself did to an order (accepted or rejected it, changed its status, sent its parcel, readied it for
 * pickup) goes to the order's address as "orderer": fixed texts and facts too, each caused by the shop's staff acting
 * on the order, never by a visitor, so never limited (a guest's tracking link, or the news that the order is ready,
 * would otherwise be lost behind the hour's earlier e-mails). An issued invoice goes there as "orderer" too: the shop's own
 * document, issued once money is paid or the order leaves, or by the owner, never at a visitor's will.
 */
export type Recipient = "shop" | "verified" | "unverified" | "payer" | "account" | "orderer";

/** The account's address once it has verified it, lower-case; null without an account or before verification. */
export async function verifiedAddressOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const account = await db
    .select({ email: user.email })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.emailVerified, true)))
    .get();
  return account ? account.email.toLowerCase() : null;
}

/**
 * Whom a mail about something an account holder (or a guest) made goes to: "verified" when `email` is the
 * verified address of the account `userId` (what they typed may be repeated there), else "unverified".
 */
export async function recipientOf(db: Db, userId: string | null, email: string): Promise<"verified" | "unverified"> {
  return (await verifiedAddressOf(db, userId)) === email.toLowerCase() ? "verified" : "unverified";
}

/** Whether an account has verified this address as its own (accounts keep their address lower-case). */
export async function isVerifiedAddress(db: Db, email: string): Promise<boolean> {
  const account = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email.toLowerCase()), eq(user.emailVerified, true)))
    .get();
  return !!account;
}
