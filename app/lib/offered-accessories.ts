import type { AccessoryKind, PleatConfiguration } from "~/lib/pricing";

// Which of a pleat's chosen extras the shop no longer offers. The pricing engine falls back to fixed
// prices for most extras (the spec's defaults), so an accessory switched off in the back-office would
// still be priced; a line is orderable only while every extra it carries has an active row.

/** An accessory row as the shop offers it (inactive rows are never read). */
export interface OfferedAccessory {
  id: number;
  kind: AccessoryKind;
}

/** The extras of `configuration` with no active row, by the names the configurator gives them. */
export function withdrawnAccessories(configuration: PleatConfiguration, offered: readonly OfferedAccessory[]): string[] {
  const hasKind = (kind: AccessoryKind) => offered.some((row) => row.kind === kind);
  const wanted: [boolean, string][] = [
    [configuration.spacers && !hasKind("spacer"), "Dystanse"],
    [configuration.monofilamentGuide && !hasKind("monofilament_guide"), "Prowadzenie żyłkowe"],
    [configuration.mounting === "non_invasive" && !hasKind("non_invasive_mounting"), "Mocowanie bezinwazyjne"],
    [configuration.angle === "pcv" && !hasKind("angle_pcv"), "Kątownik PCV"],
    [configuration.angle === "metal" && !hasKind("angle_metal"), "Kątownik metalowy"],
    [configuration.angle === "juz_kon" && !hasKind("angle_juz_kon"), "Kątownik juz-kon"],
    // Guides are rows of their own (ids 9, 10, 11), one per colour.
    [typeof configuration.guide === "number" && !offered.some((row) => row.id === configuration.guide), "Prowadnice"],
    [configuration.handle && !hasKind("handle"), "Rączka"],
  ];
  return wanted.filter(([missing]) => missing).map(([, name]) => name);
}
