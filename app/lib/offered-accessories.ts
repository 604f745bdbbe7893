import type { AccessoryKind, PleatConfiguration } from "~/lib/pricing";

// Which of a pleat's chosen extras the shop no longer offers. The pricing engine falls back to fixed
// prices for most extras (the spec's defaults), so an accessory switched off in the back-office would
// still be priced; a line is orderable only while every extra it carries has an active row.

/** An accessory row as the shop offers it (inactive rows are never read). */
export interface OfferedAccessory {
  id: number;
  kind: AccessoryKind;
}

/** Which of the configurator's extras the shop offers now. */
export function offeredExtras(offered: readonly OfferedAccessory[]) {
  const hasKind = (kind: AccessoryKind) => offered.some((row) => row.kind === kind);
  return {
    spacers: hasKind("spacer"),
    monofilamentGuide: hasKind("monofilament_guide"),
    nonInvasiveMounting: hasKind("non_invasive_mounting"),
    angle: { none: true, pcv: hasKind("angle_pcv"), metal: hasKind("angle_metal"), juz_kon: hasKind("angle_juz_kon") },
    // Guides are rows of their own (ids 9, 10, 11), one per colour.
    guide: (id: number) => offered.some((row) => row.id === id),
    handle: hasKind("handle"),
  };
}

/** The extras of `configuration` with no active row, by the names the configurator gives them. */
export function withdrawnAccessories(configuration: PleatConfiguration, offered: readonly OfferedAccessory[]): string[] {
  const offers = offeredExtras(offered);
  const wanted: [boolean, string][] = [
    [configuration.spacers && !offers.spacers, "Dystanse"],
    [configuration.monofilamentGuide && !offers.monofilamentGuide, "Prowadzenie żyłkowe"],
    [configuration.mounting === "non_invasive" && !offers.nonInvasiveMounting, "Mocowanie bezinwazyjne"],
    [!offers.angle[configuration.angle], "Kątownik"],
    [typeof configuration.guide === "number" && !offers.guide(configuration.guide), "Prowadnice"],
    [configuration.handle && !offers.handle, "Rączka"],
  ];
  return wanted.filter(([missing]) => missing).map(([, name]) => name);
}
