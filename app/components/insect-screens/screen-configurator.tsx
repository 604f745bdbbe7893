import { lazy, Suspense, useCallback, useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { TextLink } from "~/components/ui/text-link";
import { useAddToCart } from "~/components/cart/add-to-cart";
import { CheckboxCard, RadioCards } from "~/components/configurator/choice-cards";
import { FieldMessages } from "~/components/configurator/field-messages";
import { ConfiguratorSection } from "~/components/configurator/configurator-section";
import { NumberField, QuantityField } from "~/components/configurator/number-field";
import { PriceSummary } from "~/components/configurator/price-summary";
import { ScreenPreview } from "~/components/preview/screen-preview";
import { useConfiguratorForm } from "~/components/configurator/use-configurator-form";
import { buttonClasses } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { ShipDate } from "~/components/ui/ship-date";
import { formatPln } from "~/lib/money";
import {
  EXTRA_DIMENSIONS,
  type ExtraDimension,
  HOOK_WIDTHS_MM,
  maxDimensionGCm,
  SCREEN_FALLBACK_PRICE_PER_M2,
  SCREEN_MAX_SIZE_CM,
  SCREEN_MIN_SIZE_CM,
  SEALING_BRUSH_PRICE_PER_M,
  type ScreenBreakdown,
  type ScreenField,
  type ScreenType,
} from "~/lib/pricing";
import { DEFAULT_SCREEN_FORM, type MeshColour, parseScreenConfiguration, type ScreenFormState, serializeScreenConfiguration } from "~/lib/screen-configuration-url";
import { CONFIGURATOR_HEADINGS, screenProfilePath } from "~/lib/screen-types";
import { ChoiceGroup, profileOptions, SelectField } from "./configurator-fields";
import { DimensionLegend, DOOR_DIMENSIONS, DoorMeasurementDrawing, type DoorDimension } from "./drawings";
import type { ScreenProfileCardData } from "./screen-profile-card";
import { EXTRA_DIMENSION_MAX_CM, extraDimensionErrors, quoteScreenForm, screenConfiguration, screenExtras, screenFormHints } from "~/lib/screen-form";
import { hintMessages } from "~/lib/measuring-hints";
import type { ScreenHintField } from "~/lib/measuring-hints-screen";

// Opened only by choosing the additional brace, on door screens: its code comes when it is first opened.
const BraceDialog = lazy(() => import("./brace-dialog").then((module) => ({ default: module.BraceDialog })));

type Field = ScreenField | ExtraDimension;

/** Where a failed submit sends focus: the first field with a message, in the order of the form. */
const FIELD_ORDER: readonly Field[] = ["profile", "width", "height", "quantity", "hookWidth", "doorSide", "c", "d", "e", "f", "dimensionG"];

const MESH_OPTIONS: { value: MeshColour; label: string; image: string }[] = [
  { value: "szara", label: "szara", image: "/images/meshes/szara.svg" },
  { value: "biala", label: "biała", image: "/images/meshes/biala.svg" },
];

const DOOR_SIDE_OPTIONS = [
  { value: "prawa", label: "prawa (P)" },
  { value: "lewa", label: "lewa (L)" },
] as const;

const INVALID_SUBMIT = "Proszę wypełnić wszystkie wymagane pola";

function isNumber(value: string): boolean {
  return value.trim() !== "" && Number.isFinite(Number(value));
}

/** Fields that arrive filled (a shared link) show their messages at once; others after a blur or a submit. */
function filledFields(form: ScreenFormState): Set<Field> {
  const filled = new Set<Field>();
  if (form.profileCode) filled.add("profile");
  if (form.width) filled.add("width");
  if (form.height) filled.add("height");
  if (form.quantity !== DEFAULT_SCREEN_FORM.quantity) filled.add("quantity");
  if (form.hookWidthMm !== null) filled.add("hookWidth");
  for (const name of EXTRA_DIMENSIONS) if (form.extraDimensions[name]) filled.add(name);
  if (form.extraBrace) filled.add("dimensionG");
  return filled;
}

const metreFormat = new Intl.NumberFormat("pl-PL", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The sealing brush is priced by the perimeter: the summary names it, so the shopper can follow the figure. */
function withBrushExplained(breakdown: ScreenBreakdown): ScreenBreakdown {
  const metres = metreFormat.format(breakdown.perimeter);
  return {
    ...breakdown,
    components: breakdown.components.map((component) => (component.key === "sealing_brush" ? { ...component, label: `${component.label} (obwód ${metres} m)` } : component)),
  };
}

export interface ScreenConfiguratorProps {
  type: ScreenType;
  /** The type's profiles, available or not. */
  profiles: readonly ScreenProfileCardData[];
  /** On a profile's page: its code. Choosing another profile then opens that profile's page. */
  profileInPath?: string;
  /** "page": the configurator is the page (h1, back button); "section": it sits under a page heading. */
  variant?: "page" | "section";
}

/**
 * The insect-screen configurator of shop.md: profile, dimensions, mesh, door side or hook width, options,
 * the door's extra dimensions and brace, a live price from the shared pricing engine, and the cart.
 * The whole form is in the URL, so a configuration can be shared and renders on the server.
 */
export function ScreenConfigurator({ type, profiles, profileInPath, variant = "page" }: ScreenConfiguratorProps) {
  const door = type === "drzwiowe";
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const id = useId();
  const fieldId = (field: Field | "profile-radios" | "door-side" | "brace") => `${id}-${field}`;

  const parse = useCallback((params: URLSearchParams) => parseScreenConfiguration(type, params), [type]);
  // The profile page has its profile in the path: the query does not repeat it.
  const serialize = useCallback((state: ScreenFormState) => serializeScreenConfiguration(type, profileInPath ? { ...state, profileCode: null } : state), [type, profileInPath]);
  const { form, setForm, shows, touch, refuse, restart } = useConfiguratorForm(parse, serialize, filledFields);
  const [braceDialogOpen, setBraceDialogOpen] = useState(false);
  const [drawingShown, setDrawingShown] = useState(false);

  const profileCode = profileInPath ?? form.profileCode;
  const profile = profiles.find((candidate) => candidate.code === profileCode) ?? null;
  const quote = quoteScreenForm(type, form, profile);
  const extraErrors = extraDimensionErrors(type, form);
  const measuringHints = screenFormHints(type, form);
  const hintsFor = (field: ScreenHintField) => hintMessages(measuringHints, field);
  const errorOf = (field: Field): string | undefined => (shows(field) ? (quote.errors[field as ScreenField] ?? extraErrors[field as ExtraDimension]) : undefined);

  const update = (changes: Partial<ScreenFormState>) => setForm((previous) => ({ ...previous, ...changes }));
  const updateExtra = (name: ExtraDimension, value: string) => setForm((previous) => ({ ...previous, extraDimensions: { ...previous.extraDimensions, [name]: value } }));

  // Radios and the brace take focus for their field; the radio ids are RadioCards' `${name}-${value}`.
  const focusTarget = (field: Field): string => {
    if (field === "profile") return `${fieldId("profile-radios")}-${profiles.find((p) => p.available)?.code ?? ""}`;
    if (field === "doorSide") return `${fieldId("door-side")}-${form.doorSide}`;
    if (field === "dimensionG") return fieldId("brace");
    return fieldId(field);
  };

  const chooseProfile = (code: string) => {
    touch("profile");
    if (profileInPath) navigate(screenProfilePath(type, code, serialize(form)), { replace: true, preventScrollReset: true });
    else update({ profileCode: code });
  };

  const heightCm = isNumber(form.height) && Number.isInteger(Number(form.height)) ? Number(form.height) : null;
  const braceMaxCm = maxDimensionGCm(heightCm);
  const checkDimensionG = (value: string) => quoteScreenForm(type, { ...form, extraBrace: true, dimensionG: value }, profile).errors.dimensionG;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const firstInvalid = FIELD_ORDER.find((field) => quote.errors[field as ScreenField] ?? extraErrors[field as ExtraDimension]);
    if (firstInvalid) {
      refuse(INVALID_SUBMIT, focusTarget(firstInvalid));
      return;
    }
    if (!quote.canAddToCart || !profile) {
      // Valid input the shop cannot sell (an unavailable profile): say that, not "fill in the fields".
      refuse(Object.values(quote.warnings)[0] ?? INVALID_SUBMIT);
      return;
    }
    const added = await addToCart(
      (cart, meta) =>
        cart.screenCartItem(
          { ...meta, profileCode: profile.code, appearance: { profileColour: profile.colour } },
          screenConfiguration(type, form),
          screenExtras(type, form),
          quote,
        ),
      "Dodano do koszyka!",
    );
    // The spec resets the form after adding; the chosen profile stays, ready for the next screen.
    if (added) restart({ ...DEFAULT_SCREEN_FORM, profileCode: form.profileCode });
  };

  const title = CONFIGURATOR_HEADINGS[type];
  const intro = (
    <>
      Wybierz profil, podaj wymiary i opcje. Cena przelicza się na bieżąco. <TextLink to={`/moskitiery/pomiar?typ=${type}`}>Jak zmierzyć?</TextLink>
    </>
  );
  const showCalculator = isNumber(form.width) && isNumber(form.height);
  const quantity = isNumber(form.quantity) ? Number(form.quantity) : null;
  const total = quote.breakdown?.total ?? null;
  const sizeHint = `Od ${SCREEN_MIN_SIZE_CM} do ${SCREEN_MAX_SIZE_CM} cm, w pełnych centymetrach.`;
  const drawingValues: Partial<Record<DoorDimension, string>> = {
    A: form.width,
    B: form.height,
    C: form.extraDimensions.c,
    D: form.extraDimensions.d,
    E: form.extraDimensions.e,
    F: form.extraDimensions.f,
    G: form.extraBrace ? form.dimensionG : "",
  };

  return (
    <section aria-label={title} className="@container">
      {variant === "page" ? (
        <PageHeader eyebrow="Moskitiery" title={title} back={{ to: "/moskitiery", label: "Powrót do moskitier" }}>
          <p>{intro}</p>
        </PageHeader>
      ) : (
        <>
          <h2 className="text-2xl font-bold tracking-tight text-stone-950">{title}</h2>
          <p className="mt-2 text-stone-600">{intro}</p>
        </>
      )}

      <form noValidate onSubmit={submit} className="mt-8 grid items-start gap-6 @4xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          {variant === "page" ? <h2 className="sr-only">Parametry moskitiery</h2> : null}
          <ConfiguratorSection
            id={fieldId("profile")}
            title="Profil"
            group
            description={profiles.length === 0 ? `Brak dostępnych profili ${type} w bazie danych.` : "Kolor i rodzaj ramy moskitiery."}
            error={errorOf("profile")}
            warning={quote.warnings.profile}
          >
            <RadioCards name={fieldId("profile-radios")} options={profileOptions(profiles)} value={profileCode} onChange={chooseProfile} />
          </ConfiguratorSection>

          <ConfiguratorSection id={`${id}-dimensions`} title="Wymiary">
            <div className="grid gap-4 @lg:grid-cols-3">
              <NumberField
                id={fieldId("width")}
                label={door ? "Szerokość (A)" : "Szerokość"}
                unit="cm"
                value={form.width}
                onValueChange={(width) => update({ width })}
                onBlur={() => touch("width")}
                min={SCREEN_MIN_SIZE_CM}
                max={SCREEN_MAX_SIZE_CM}
                required
                error={errorOf("width")}
                hints={hintsFor("width")}
              />
              <NumberField
                id={fieldId("height")}
                label={door ? "Wysokość (B)" : "Wysokość"}
                unit="cm"
                value={form.height}
                onValueChange={(height) => update({ height })}
                onBlur={() => touch("height")}
                min={SCREEN_MIN_SIZE_CM}
                max={SCREEN_MAX_SIZE_CM}
                required
                error={errorOf("height")}
                hints={hintsFor("height")}
              />
              <QuantityField
                id={fieldId("quantity")}
                label="Ilość"
                value={form.quantity}
                onValueChange={(value) => update({ quantity: value })}
                onBlur={() => touch("quantity")}
                required
                error={errorOf("quantity")}
              />
            </div>
            <p className="text-xs text-stone-600">
              {sizeHint}
              {door ? " A i B to wymiary moskitiery razem z zakładkami na ościeżnicę." : ""}
            </p>
          </ConfiguratorSection>

          <ConfiguratorSection id={`${id}-configuration`} title="Konfiguracja">
            <div className="space-y-6">
              <ChoiceGroup name={`${id}-mesh`} legend="Kolor siatki" options={MESH_OPTIONS} value={form.meshColor} onChange={(meshColor) => update({ meshColor })} />
              {door ? (
                <ChoiceGroup
                  name={fieldId("door-side")}
                  legend="Strona zawiasów"
                  hint="Patrząc na drzwi od zewnątrz."
                  options={DOOR_SIDE_OPTIONS}
                  value={form.doorSide}
                  onChange={(doorSide) => {
                    touch("doorSide");
                    update({ doorSide });
                  }}
                  error={errorOf("doorSide")}
                />
              ) : (
                <>
                  <SelectField
                    id={fieldId("hookWidth")}
                    label="Szerokość haczyka"
                    placeholder="Wybierz szerokość haczyka"
                    options={HOOK_WIDTHS_MM.map((mm) => ({ value: mm, label: `${mm} mm` }))}
                    value={form.hookWidthMm}
                    onChange={(hookWidthMm) => {
                      touch("hookWidth");
                      update({ hookWidthMm });
                    }}
                    hint="Szerokość profilu okna z uszczelką minus 5 mm."
                    error={errorOf("hookWidth")}
                  />
                  <div className="space-y-3">
                    <CheckboxCard
                      id={`${id}-brush`}
                      label="Szczotka uszczelniająca"
                      price={`+${formatPln(SEALING_BRUSH_PRICE_PER_M)} / mb`}
                      description="Uszczelnia moskitierę na całym obwodzie; cena za metr bieżący obwodu."
                      checked={form.sealingBrush}
                      onChange={(sealingBrush) => update({ sealingBrush })}
                    />
                    <CheckboxCard
                      id={`${id}-corners`}
                      label="Narożniki"
                      description="Narożniki ramy moskitiery, bez dopłaty."
                      checked={form.corners}
                      onChange={(corners) => update({ corners })}
                    />
                  </div>
                </>
              )}
            </div>
          </ConfiguratorSection>

          {door ? (
            <ConfiguratorSection
              id={`${id}-door-extras`}
              title="Wymiary dodatkowe"
              description="Nieobowiązkowe. Podaj je, jeśli poprzeczka ma być w innym miejscu niż standardowo albo chcesz, abyśmy sprawdzili wymiary."
            >
              <div className="space-y-6">
                <div className="grid gap-4 @lg:grid-cols-2">
                  {EXTRA_DIMENSIONS.map((name) => {
                    const letter = name.toUpperCase() as DoorDimension;
                    return (
                      <NumberField
                        key={name}
                        id={fieldId(name)}
                        label={`Wymiar ${letter}: ${DOOR_DIMENSIONS[letter].name.toLowerCase()}`}
                        unit="cm"
                        value={form.extraDimensions[name]}
                        onValueChange={(value) => updateExtra(name, value)}
                        onBlur={() => touch(name)}
                        min={1}
                        max={EXTRA_DIMENSION_MAX_CM}
                        hint={DOOR_DIMENSIONS[letter].hint}
                        error={errorOf(name)}
                        hints={hintsFor(name)}
                      />
                    );
                  })}
                </div>

                <div>
                  <CheckboxCard
                    id={fieldId("brace")}
                    label="Dodatkowa rozpora"
                    description={form.extraBrace ? undefined : "Po zaznaczeniu podasz wymiar G, wysokość rozpory."}
                    checked={form.extraBrace}
                    onChange={(checked) => {
                      if (checked) setBraceDialogOpen(true);
                      else update({ extraBrace: false, dimensionG: "" });
                    }}
                  >
                    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
                      <p>
                        Wymiar G: <strong className="tabular-nums">{form.dimensionG ? `${form.dimensionG} cm` : "nie podano"}</strong>
                      </p>
                      <button type="button" onClick={() => setBraceDialogOpen(true)} className={buttonClasses("secondary")}>
                        Zmień wymiar G
                      </button>
                    </div>
                  </CheckboxCard>
                  <FieldMessages fieldId={fieldId("brace")} error={errorOf("dimensionG")} hints={hintsFor("dimensionG")} />
                </div>

                <div>
                  <button
                    type="button"
                    aria-expanded={drawingShown}
                    aria-controls={`${id}-drawing`}
                    onClick={() => setDrawingShown((shown) => !shown)}
                    className={buttonClasses("secondary")}
                  >
                    {drawingShown ? "Ukryj zdjęcie" : "Pokaż zdjęcie pomiarów"}
                  </button>
                  <figure id={`${id}-drawing`} hidden={!drawingShown} className="mt-4 rounded-xl border border-stone-200 bg-stone-50 p-4">
                    <div className="flex justify-center">
                      <DoorMeasurementDrawing doorSide={form.doorSide} showBrace={form.extraBrace} values={drawingValues} />
                    </div>
                    <figcaption className="mt-3 text-sm text-stone-700">
                      <DimensionLegend showBrace={form.extraBrace} />
                    </figcaption>
                  </figure>
                </div>
              </div>
            </ConfiguratorSection>
          ) : null}
        </div>

        <div className="space-y-4 @4xl:sticky @4xl:top-24">
          <ScreenPreview type={type} form={form} profileColour={profile?.colour ?? null} />
          {showCalculator ? (
            <PriceSummary
              breakdown={quote.breakdown ? withBrushExplained(quote.breakdown) : null}
              quantity={quantity}
              title="Kalkulator ceny"
              titleAs={variant === "page" ? "h2" : "h3"}
              emptyText={`Podaj szerokość i wysokość od ${SCREEN_MIN_SIZE_CM} do ${SCREEN_MAX_SIZE_CM} cm, aby zobaczyć cenę.`}
            >
              {profile ? null : <p className="text-xs text-stone-600">Cena szacunkowa ({formatPln(SCREEN_FALLBACK_PRICE_PER_M2)} / m²), dopóki nie wybierzesz profilu.</p>}
              <AddToCartButton total={total} />
              <ShipDate />
            </PriceSummary>
          ) : (
            <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
              <p className="text-sm text-stone-700">Podaj szerokość i wysokość, a cena pojawi się tutaj.</p>
              <AddToCartButton total={total} />
              <ShipDate />
            </div>
          )}
        </div>
      </form>

      {braceDialogOpen ? (
        <Suspense fallback={null}>
          <BraceDialog
            initialValue={form.dimensionG}
            maxCm={braceMaxCm}
            check={checkDimensionG}
            onConfirm={(dimensionG) => {
              touch("dimensionG");
              update({ extraBrace: true, dimensionG });
            }}
            onClose={() => setBraceDialogOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** 'Dodaj do koszyka - {price} zł' once there is a price; before it, no '0,00 zł'. */
function AddToCartButton({ total }: { total: number | null }) {
  return (
    <button type="submit" className={`${buttonClasses("primary", "lg")} w-full`}>
      {total === null ? "Dodaj do koszyka" : `Dodaj do koszyka - ${formatPln(total)}`}
    </button>
  );
}
