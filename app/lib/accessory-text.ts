import type { AccessoryKind } from "~/lib/pricing";
import { formatPln } from "~/lib/money";
import { EXTRAS_MULTIPLIER_NARROW, EXTRAS_MULTIPLIER_WIDE, EXTRAS_WIDE_FROM_CM, multipliedExtraPrice } from "~/lib/pricing";

export type AccessoryCardData = {
  id: number;
  kind: AccessoryKind;
  name: string;
  price: number;
  multiplied: boolean;
  mounting: string | null;
  image: string | null;
};

const ANGLE_MATERIAL: Partial<Record<AccessoryKind, string>> = {
  angle_pcv: "z tworzywa PCV, lekki i niewidoczny na białej ramie",
  angle_metal: "metalowy, sztywniejszy, do szerszych i cięższych plis",
  angle_juz_kon: "z PCV w systemie Juz-Kon, do montażu bez wiercenia",
};

/** What the accessory is for, in one or two sentences, derived from its kind and name. */
export function accessoryDescription({ kind, name }: Pick<AccessoryCardData, "kind" | "name">): string {
  switch (kind) {
    case "spacer":
      return "Odsuwają plisę od szyby, żeby tkanina nie ocierała o klamkę ani o listwy przyszybowe.";
    case "monofilament_guide":
      return "Cienkie żyłki prowadzą plisę wzdłuż okna, więc nie odchyla się przy uchylonym skrzydle.";
    case "non_invasive_mounting": {
      const system = /juz-kon/i.test(name) ? " w systemie Juz-Kon" : "";
      return `Uchwyty${system} zaczepiane o skrzydło okna: plisę zawieszasz bez wiercenia i bez śladów na ramie.`;
    }
    case "angle_pcv":
    case "angle_metal":
    case "angle_juz_kon":
      return `Kątownik ${ANGLE_MATERIAL[kind]}: daje kostkom montażowym oparcie, gdy listwa przyszybowa jest za płytka lub skośna.`;
    case "handle":
      return "Drążek do przesuwania plisy zamontowanej wysoko, np. w oknie dachowym albo w świetliku.";
    case "guide": {
      const finish = name.replace(/^prowadnica\s*/i, "").trim();
      return `Boczne prowadnice trzymają plisę przy oknie na całej wysokości, także w oknach dachowych. Wersja ${finish}.`;
    }
  }
}

/** How the price is counted, as the configurator counts it (shop.md section 9). */
export function accessoryPrice({ kind, price, multiplied }: Pick<AccessoryCardData, "kind" | "price" | "multiplied">): {
  label: string;
  detail?: string;
} {
  if (kind === "guide") return { label: `${formatPln(price)}/m wysokości` };
  if (!multiplied) return { label: `${formatPln(price)} za sztukę` };
  // The engine's price just below and at the width where the wide multiplier starts.
  const narrow = multipliedExtraPrice(kind, price, EXTRAS_WIDE_FROM_CM - 1);
  const wide = multipliedExtraPrice(kind, price, EXTRAS_WIDE_FROM_CM);
  return {
    label: `${formatPln(price)} za sztukę × mnożnik`,
    detail: `× ${EXTRAS_MULTIPLIER_NARROW} przy plisie węższej niż ${EXTRAS_WIDE_FROM_CM} cm (${formatPln(narrow)}), × ${EXTRAS_MULTIPLIER_WIDE} od ${EXTRAS_WIDE_FROM_CM} cm szerokości (${formatPln(wide)}).`,
  };
}
