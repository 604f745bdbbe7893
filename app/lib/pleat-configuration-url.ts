import { type AngleChoice, GUIDE_IDS, type GuideChoice, type PleatConfiguration, type PleatMounting } from "~/lib/pricing";
import { CODE_PATTERN, FLAG_ON, NUMBER_PATTERN, readCodeParam, readFlagParam, readNumberParam } from "~/lib/url-params";

/**
 * The pleat configurator's form, all of it in the URL so a configured blind can be bookmarked,
 * shared and rendered on the server. Numbers are kept as typed (strings), so the form shows
 * exactly what the shopper entered and the pricing engine gives its message for a wrong value.
 */
export interface PleatFormState {
  /** null: none chosen here; the page then uses the stored or the first available profile. */
  profileCode: string | null;
  width: string;
  height: string;
  quantity: string;
  mounting: PleatMounting;
  angle: AngleChoice;
  /** Read only for the 'juz-kon' angle. */
  juzKonQuantity: string;
  /** null: not chosen yet, which blocks adding to the cart. */
  guide: GuideChoice | null;
  /** Read only when a guide (not 'brak') is chosen. */
  guideQuantity: string;
  spacers: boolean;
  monofilamentGuide: boolean;
  handle: boolean;
  /** Handles per blind, read only with the handle. */
  handleQuantity: string;
}

export const DEFAULT_PLEAT_FORM: PleatFormState = {
  profileCode: null,
  width: "",
  height: "",
  quantity: "1",
  mounting: "invasive",
  angle: "none",
  juzKonQuantity: "1",
  guide: null,
  guideQuantity: "1",
  spacers: false,
  monofilamentGuide: false,
  handle: false,
  handleQuantity: "1",
};

export const PLEAT_PARAMS = {
  profile: "profil",
  width: "szer",
  height: "wys",
  quantity: "ilosc",
  mounting: "montaz",
  angle: "katownik",
  juzKonQuantity: "katownik-ilosc",
  guide: "prowadnica",
  guideQuantity: "prowadnica-ilosc",
  spacers: "dystanse",
  monofilamentGuide: "zylka",
  handle: "raczka",
  handleQuantity: "raczka-ilosc",
} as const;

const NON_INVASIVE = "bezinwazyjny";
const ANGLE_VALUES: Record<Exclude<AngleChoice, "none">, string> = { pcv: "pcv", metal: "metalowy", juz_kon: "juz-kon" };
const GUIDE_VALUES: Record<GuideChoice, string> = {
  none: "brak",
  [GUIDE_IDS.anodised]: "anodowana",
  [GUIDE_IDS.white]: "biala",
  [GUIDE_IDS.pine]: "sosna",
};

function keyForValue<K extends string | number>(table: Record<K, string>, raw: string | null): string | undefined {
  return Object.entries<string>(table).find(([, value]) => value === raw)?.[0];
}

function readGuide(raw: string | null): GuideChoice | null {
  const key = keyForValue(GUIDE_VALUES, raw);
  if (key === undefined) return null;
  return key === "none" ? "none" : (Number(key) as GuideChoice);
}

/** The form for a URL; anything malformed falls back to the default. */
export function parsePleatConfiguration(params: URLSearchParams): PleatFormState {
  const d = DEFAULT_PLEAT_FORM;
  const angle = (keyForValue(ANGLE_VALUES, params.get(PLEAT_PARAMS.angle)) as AngleChoice | undefined) ?? d.angle;
  const guide = readGuide(params.get(PLEAT_PARAMS.guide));
  const handle = readFlagParam(params, PLEAT_PARAMS.handle);
  return {
    profileCode: readCodeParam(params, PLEAT_PARAMS.profile),
    width: readNumberParam(params, PLEAT_PARAMS.width, d.width),
    height: readNumberParam(params, PLEAT_PARAMS.height, d.height),
    quantity: readNumberParam(params, PLEAT_PARAMS.quantity, d.quantity),
    mounting: params.get(PLEAT_PARAMS.mounting) === NON_INVASIVE ? "non_invasive" : d.mounting,
    angle,
    juzKonQuantity: angle === "juz_kon" ? readNumberParam(params, PLEAT_PARAMS.juzKonQuantity, d.juzKonQuantity) : d.juzKonQuantity,
    guide,
    guideQuantity: guide !== null && guide !== "none" ? readNumberParam(params, PLEAT_PARAMS.guideQuantity, d.guideQuantity) : d.guideQuantity,
    spacers: readFlagParam(params, PLEAT_PARAMS.spacers),
    monofilamentGuide: readFlagParam(params, PLEAT_PARAMS.monofilamentGuide),
    handle,
    handleQuantity: handle ? readNumberParam(params, PLEAT_PARAMS.handleQuantity, d.handleQuantity) : d.handleQuantity,
  };
}

/**
 * The canonical query for a form (no "?"): defaults, quantities of extras not chosen, and numbers
 * parsing would not read back are left out, so equal configurations share one URL.
 */
export function serializePleatConfiguration(state: PleatFormState): string {
  const d = DEFAULT_PLEAT_FORM;
  const params = new URLSearchParams();
  const setNumber = (name: string, value: string, fallback: string) => {
    if (value !== fallback && NUMBER_PATTERN.test(value)) params.set(name, value);
  };
  const setFlag = (name: string, on: boolean) => {
    if (on) params.set(name, FLAG_ON);
  };
  if (state.profileCode !== null && CODE_PATTERN.test(state.profileCode)) params.set(PLEAT_PARAMS.profile, state.profileCode);
  setNumber(PLEAT_PARAMS.width, state.width, d.width);
  setNumber(PLEAT_PARAMS.height, state.height, d.height);
  setNumber(PLEAT_PARAMS.quantity, state.quantity, d.quantity);
  if (state.mounting === "non_invasive") params.set(PLEAT_PARAMS.mounting, NON_INVASIVE);
  if (state.angle !== "none") {
    params.set(PLEAT_PARAMS.angle, ANGLE_VALUES[state.angle]);
    if (state.angle === "juz_kon") setNumber(PLEAT_PARAMS.juzKonQuantity, state.juzKonQuantity, d.juzKonQuantity);
  }
  if (state.guide !== null) {
    params.set(PLEAT_PARAMS.guide, GUIDE_VALUES[state.guide]);
    if (state.guide !== "none") setNumber(PLEAT_PARAMS.guideQuantity, state.guideQuantity, d.guideQuantity);
  }
  setFlag(PLEAT_PARAMS.spacers, state.spacers);
  setFlag(PLEAT_PARAMS.monofilamentGuide, state.monofilamentGuide);
  setFlag(PLEAT_PARAMS.handle, state.handle);
  if (state.handle) setNumber(PLEAT_PARAMS.handleQuantity, state.handleQuantity, d.handleQuantity);
  return params.toString();
}

/** A typed number, or null when the field is empty or unreadable. */
function typedNumber(value: string): number | null {
  return NUMBER_PATTERN.test(value) ? Number(value) : null;
}

/** A quantity field: the spec turns a blank quantity into 0, which the engine then refuses with its message. */
function typedQuantity(value: string): number | null {
  return value === "" ? 0 : typedNumber(value);
}

/** What the pricing engine prices. */
export function pleatConfigurationFromForm(state: PleatFormState): PleatConfiguration {
  return {
    widthCm: typedNumber(state.width),
    heightCm: typedNumber(state.height),
    quantity: typedQuantity(state.quantity),
    mounting: state.mounting,
    spacers: state.spacers,
    monofilamentGuide: state.monofilamentGuide,
    angle: state.angle,
    juzKonQuantity: typedQuantity(state.juzKonQuantity),
    guide: state.guide,
    guideQuantity: typedQuantity(state.guideQuantity),
    handle: state.handle,
    handleQuantity: typedQuantity(state.handleQuantity),
  };
}
