import type { ProfileUpdate } from "~/lib/schemas/account";
import { updateProfile, type Profile } from "./customers.server";
import type { Db } from "../platform/db.server";

export type ProfileSaveResult = { ok: true } | { ok: false; status: 404 | 503; message: string };

/**
 * Saves the fields that differ from the stored profile (full_address follows the address). The form
 * sends only what the customer changed, but the stored row is the authority on what "changed" means.
 */
export async function saveProfile(db: Db, current: Profile, submitted: ProfileUpdate): Promise<ProfileSaveResult> {
  const changes: ProfileUpdate = Object.fromEntries(Object.entries(submitted).filter(([field, value]) => value !== current[field as keyof ProfileUpdate]));
  if (Object.keys(changes).length === 0) return { ok: true };
  try {
    const updated = await updateProfile(db, current, changes);
    return updated ? { ok: true } : { ok: false, status: 404, message: "Nie znaleziono Twojego profilu do aktualizacji." };
  } catch (error) {
    console.error(JSON.stringify({ source: "profile", user: current.id, error: String(error) }));
    return { ok: false, status: 503, message: "Wystąpił błąd podczas aktualizacji" };
  }
}
