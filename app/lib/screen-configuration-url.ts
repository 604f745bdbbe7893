import { DOOR_SIDES, type DoorSide, EXTRA_DIMENSIONS, type ExtraDimension, HOOK_WIDTHS_MM, type HookWidthMm, type ScreenType } from "~/lib/pricing";
import { CODE_PATTERN, FLAG_ON, NUMBER_PATTERN, oneOf, readCodeParam, readFlagParam, readNumberParam } from "~/lib/url-params";

/**
 * The screen configurator's form, all of it in the URL so a configuration can be shared, reloaded and
 * rendered on the server. Numbers are kept as typed (strings), so the form shows exactly what the
 * shopper entered and the pricing engine gives its message for a wrong value.
 */

export const MESH_COLOURS = ["szara", "biala"] as const;
export type MeshColour = (typeof MESH_COLOURS)[number];

export interface ScreenFormState {
  /** Only on /moskitiery/{typ}; the profile page has its profile in the path. */
  profileCode: string | null;
  width: string;
  height: string;
  quantity: string;
  meshColor: MeshColour;
  /** Window only. */
  hookWidthMm: HookWidthMm | null;
  /** Window only. */
  sealingBrush: boolean;
  /** Window only. */
  corners: boolean;
  /** Door only. */
  doorSide: DoorSide;
  /** Door only. */
  extraDimensions: Record<ExtraDimension, string>;
  /** Door only. */
  extraBrace: boolean;
  /** Door only, with the extra brace. */
  dimensionG: string;
}

export const DEFAULT_SCREEN_FORM: ScreenFormState = {
  profileCode: null,
  width: "",
  height: "",
  quantity: "1",
  meshColor: "szara",
  hookWidthMm: null,
  sealingBrush: false,
  corners: false,
  doorSide: "prawa",
  extraDimensions: { c: "", d: "", e: "", f: "" },
  extraBrace: false,
  dimensionG: "",
};

export const SCREEN_PARAMS = {
  profile: "profil",
  width: "szer",
  height: "wys",
  quantity: "ilosc",
  mesh: "siatka",
  hookWidth: "haczyk",
  sealingBrush: "szczotka",
  corners: "narozniki",
  doorSide: "strona",
  brace: "rozpora",
  dimensionG: "g",
} as const;

/** The form for a URL; anything malformed, and the other type's fields, fall back to the defaults. */
export function parseScreenConfiguration(type: ScreenType, params: URLSearchParams): ScreenFormState {
  const d = DEFAULT_SCREEN_FORM;
  const common = {
    profileCode: readCodeParam(params, SCREEN_PARAMS.profile),
    width: readNumberParam(params, SCREEN_PARAMS.width, d.width),
    height: readNumberParam(params, SCREEN_PARAMS.height, d.height),
    quantity: readNumberParam(params, SCREEN_PARAMS.quantity, d.quantity),
    meshColor: oneOf(MESH_COLOURS, params.get(SCREEN_PARAMS.mesh)) ?? d.meshColor,
  };
  if (type === "okienne") {
    return {
      ...d,
      ...common,
      hookWidthMm: oneOf(HOOK_WIDTHS_MM, params.get(SCREEN_PARAMS.hookWidth)) ?? d.hookWidthMm,
      sealingBrush: readFlagParam(params, SCREEN_PARAMS.sealingBrush),
      corners: readFlagParam(params, SCREEN_PARAMS.corners),
    };
  }
  const extraBrace = readFlagParam(params, SCREEN_PARAMS.brace);
  return {
    ...d,
    ...common,
    doorSide: oneOf(DOOR_SIDES, params.get(SCREEN_PARAMS.doorSide)) ?? d.doorSide,
    extraDimensions: {
      c: readNumberParam(params, "c", ""),
      d: readNumberParam(params, "d", ""),
      e: readNumberParam(params, "e", ""),
      f: readNumberParam(params, "f", ""),
    },
    extraBrace,
    dimensionG: extraBrace ? readNumberParam(params, SCREEN_PARAMS.dimensionG, "") : "",
  };
}

/** The canonical query for a form (no "?"): defaults and the other type's fields left out, so equal forms share one URL. */
export function serializeScreenConfiguration(type: ScreenType, state: ScreenFormState): string {
  const d = DEFAULT_SCREEN_FORM;
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null, fallback: string | number | null) => {
    if (value !== null && value !== fallback) params.set(name, String(value));
  };
  // Only what parsing would read back: an unreadable number is left out, as it would be on the way in.
  const setNumber = (name: string, value: string, fallback: string) => {
    if (NUMBER_PATTERN.test(value)) set(name, value, fallback);
  };
  if (state.profileCode !== null && CODE_PATTERN.test(state.profileCode)) {
    params.set(SCREEN_PARAMS.profile, state.profileCode);
  }
  setNumber(SCREEN_PARAMS.width, state.width, d.width);
  setNumber(SCREEN_PARAMS.height, state.height, d.height);
  setNumber(SCREEN_PARAMS.quantity, state.quantity, d.quantity);
  set(SCREEN_PARAMS.mesh, state.meshColor, d.meshColor);
  if (type === "okienne") {
    set(SCREEN_PARAMS.hookWidth, state.hookWidthMm, d.hookWidthMm);
    if (state.sealingBrush) params.set(SCREEN_PARAMS.sealingBrush, FLAG_ON);
    if (state.corners) params.set(SCREEN_PARAMS.corners, FLAG_ON);
  } else {
    set(SCREEN_PARAMS.doorSide, state.doorSide, d.doorSide);
    for (const name of EXTRA_DIMENSIONS) setNumber(name, state.extraDimensions[name], "");
    if (state.extraBrace) {
      params.set(SCREEN_PARAMS.brace, FLAG_ON);
      setNumber(SCREEN_PARAMS.dimensionG, state.dimensionG, "");
    }
  }
  return params.toString();
}
