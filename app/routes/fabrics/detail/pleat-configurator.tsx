import { useId, useMemo } from "react";
import { useAddToCart } from "~/components/cart/add-to-cart";
import type { ConfiguratorForm } from "~/components/configurator/use-configurator-form";
import { buttonClasses } from "~/components/ui/button";
import { CartIcon } from "~/components/ui/icons";
import { ShipDate } from "~/components/ui/ship-date";
import { TextLink } from "~/components/ui/text-link";
import type { AccessoryKind } from "~/lib/pricing";
import { formatPln, type Grosze } from "~/lib/money";
import { hintMessages } from "~/lib/measuring-hints";
import { pleatHints } from "~/lib/measuring-hints-pleat";
import { offeredExtras, withdrawnAccessories } from "~/lib/offered-accessories";
import { DEFAULT_PLEAT_FORM, pleatConfigurationFromForm, type PleatFormState, serializePleatConfiguration } from "~/lib/pleat-configuration-url";
import {
  type AngleChoice,
  GUIDE_IDS,
  type GuideId,
  INVALID_PLEAT_DIMENSIONS,
  PLEAT_MAX_HEIGHT_CM,
  PLEAT_MAX_SHOP_WIDTH_CM,
  PLEAT_MIN_HEIGHT_CM,
  PLEAT_MIN_WIDTH_CM,
  type PleatConfiguration,
  type PleatField,
  type PleatMounting,
  pleatOptionPrices,
  type PleatQuote,
  quotePleat,
} from "~/lib/pricing";
import { LowestPriceNote } from "~/components/catalogue/lowest-price-note";
import type { SaleFacts } from "~/lib/price-history";
import { CheckboxCard, type ChoiceOption, RadioCards } from "~/components/configurator/choice-cards";
import { ConfiguratorSection } from "~/components/configurator/configurator-section";
import { CopyLinkButton } from "./copy-link-button";
import { NumberField, QuantityField } from "~/components/configurator/number-field";
import { PriceSummary } from "~/components/configurator/price-summary";
import { PleatPreview } from "./pleat-preview";
import { storeProfileCode } from "~/components/pleats/selected-profile";

export interface PleatProfileOption {
  code: string;
  colour: string;
  image: string;
}

export interface PleatAccessoryOption {
  id: number;
  kind: AccessoryKind;
  name: string;
  price: Grosze;
  image: string | null;
}

export interface ConfiguratorFabric extends SaleFacts {
  code: string;
  name: string;
  colour: string;
  image: string;
  pricePerM2: Grosze;
  maxWidthCm: number;
  available: boolean;
}

interface PleatConfiguratorProps {
  fabric: ConfiguratorFabric;
  profiles: readonly PleatProfileOption[];
  accessories: readonly PleatAccessoryOption[];
  /** The page holds the form: the fabric's overview shows the profile chosen in it. */
  configurator: ConfiguratorForm<PleatFormState, PleatField>;
  /** The profile in use: chosen here, remembered from an earlier choice, or the first available. */
  profile: PleatProfileOption | null;
}

type NumberInput = "width" | "height" | "quantity" | "juzKonQuantity" | "guideQuantity" | "handleQuantity";

const NUMBER_INPUTS: readonly NumberInput[] = ["width", "height", "quantity", "juzKonQuantity", "guideQuantity", "handleQuantity"];

const INPUT_IDS: Record<NumberInput, string> = {
  width: "pleat-width",
  height: "pleat-height",
  quantity: "pleat-quantity",
  juzKonQuantity: "pleat-juz-kon-quantity",
  guideQuantity: "pleat-guide-quantity",
  handleQuantity: "pleat-handle-quantity",
};

/** The number fields a shared link filled in: they show their messages at once. */
export function filledPleatFields(form: PleatFormState): PleatField[] {
  return NUMBER_INPUTS.filter((field) => form[field] !== "");
}

/** Where focus goes when adding is refused: the first field with a message, in the form's order. */
const FOCUS_ORDER: readonly [PleatField, string][] = [
  ["width", INPUT_IDS.width],
  ["height", INPUT_IDS.height],
  ["quantity", INPUT_IDS.quantity],
  ["angle", "pleat-angle-juz_kon"],
  ["juzKonQuantity", INPUT_IDS.juzKonQuantity],
  ["guide", "pleat-guide-none"],
  ["guideQuantity", INPUT_IDS.guideQuantity],
  ["monofilamentGuide", "pleat-monofilament-guide"],
  ["handleQuantity", INPUT_IDS.handleQuantity],
];

const CUSTOM_ORDER_TOAST = `Szerokość większa niż ${PLEAT_MAX_SHOP_WIDTH_CM} cm wymaga spersonalizowanego zamówienia. Proszę o kontakt.`;
const HANDLE_LENGTH_CM = 140;
/** An extra switched off in the back-office: shown, so the shopper knows it exists, but not offered. */
const WITHDRAWN = "Obecnie niedostępne.";

const GUIDE_LABELS: Record<GuideId, string> = {
  [GUIDE_IDS.anodised]: "Anodowana",
  [GUIDE_IDS.white]: "Biała",
  [GUIDE_IDS.pine]: "Sosna",
};

/** Why the line cannot be added, in the spec's words where it has them; a width names only its binding limit. */
function refusal(configuration: PleatConfiguration, quote: PleatQuote): string {
  const { widthCm, heightCm } = configuration;
  if (widthCm === null || heightCm === null || widthCm < PLEAT_MIN_WIDTH_CM || heightCm < PLEAT_MIN_HEIGHT_CM) {
    return INVALID_PLEAT_DIMENSIONS;
  }
  if (quote.warnings.width) return CUSTOM_ORDER_TOAST;
  if (quote.errors.width) return quote.errors.width;
  if (quote.errors.guide) return quote.errors.guide;
  return Object.values(quote.errors)[0] ?? Object.values(quote.warnings)[0] ?? INVALID_PLEAT_DIMENSIONS;
}

/** The pleat configurator: the form, its live price and the add-to-cart button. */
export function PleatConfigurator({ fabric, profiles, accessories, configurator, profile }: PleatConfiguratorProps) {
  const { form, setForm, shows, touch, refuse, restart } = configurator;
  const addToCart = useAddToCart();
  const hintId = useId();
  const configuration = useMemo(() => pleatConfigurationFromForm(form), [form]);
  const quote = useMemo(() => quotePleat({ configuration, fabric, accessories }), [configuration, fabric, accessories]);
  const measuringHints = pleatHints({ widthCm: configuration.widthCm, heightCm: configuration.heightCm, fabricMaxWidthCm: fabric.maxWidthCm });

  const set = <K extends keyof PleatFormState>(key: K, value: PleatFormState[K]) => setForm((state) => ({ ...state, [key]: value }));
  const numberInput = (field: NumberInput) => ({
    id: INPUT_IDS[field],
    value: form[field],
    onValueChange: (value: string) => set(field, value),
    onBlur: () => touch(field),
    error: shows(field) ? quote.errors[field] : undefined,
  });

  const imageOf = (id: number) => accessories.find((a) => a.id === id)?.image ?? null;
  const prices = pleatOptionPrices(configuration.widthCm, accessories);
  const offers = offeredExtras(accessories);
  const extrasNote = configuration.widthCm === null ? "Ceny zależą od szerokości plisy: podaj ją, a pokażemy dokładne kwoty." : `Ceny dla szerokości ${configuration.widthCm} cm.`;

  const dimensionsMissing = configuration.widthCm === null || configuration.heightCm === null;
  // While there is no price: what to enter, or why this configuration has none (a width names its binding limit).
  const noPriceText = dimensionsMissing
    ? "Podaj szerokość i wysokość plisy, a cena pojawi się tutaj."
    : (quote.errors.width ?? quote.warnings.width ?? Object.values(quote.errors)[0] ?? INVALID_PLEAT_DIMENSIONS);
  const blocked = !quote.canAddToCart;
  const hint = quote.breakdown && blocked ? refusal(configuration, quote) : !fabric.available ? quote.warnings.fabric : undefined;

  async function add() {
    if (blocked) {
      refuse(refusal(configuration, quote), FOCUS_ORDER.find(([field]) => quote.errors[field] ?? quote.warnings[field])?.[1]);
      return;
    }
    // A shared link may still carry an extra switched off since; the server would refuse the line.
    const withdrawn = withdrawnAccessories(configuration, accessories);
    if (withdrawn.length) {
      refuse(`${withdrawn.join(", ")}: ${WITHDRAWN.toLowerCase()} Zmień wybór dodatków.`);
      return;
    }
    const line = { fabricCode: fabric.code, fabricName: fabric.name, profileCode: profile?.code ?? null };
    const added = await addToCart(
      (cart, meta) => cart.pleatCartItem({ ...meta, ...line, appearance: cart.pleatAppearanceOf(fabric, profile) }, configuration, quote),
      "Dodano plisę do koszyka!",
    );
    if (added) restart((state) => ({ ...DEFAULT_PLEAT_FORM, profileCode: state.profileCode }));
  }

  const mountingOptions: ChoiceOption<PleatMounting>[] = [
    { value: "invasive", label: "Inwazyjny", price: "w cenie", description: "Standardowy montaż: profil przykręcany do ramy okna." },
    {
      value: "non_invasive",
      label: "Bezinwazyjny",
      price: `+${formatPln(prices.nonInvasiveMounting)} / szt.`,
      description: offers.nonInvasiveMounting ? "Bez wiercenia w ramie okna. Dopłata za każdą plisę." : WITHDRAWN,
      disabled: !offers.nonInvasiveMounting,
    },
  ];
  const angleOptions: ChoiceOption<AngleChoice>[] = [
    { value: "none", label: "Brak" },
    { value: "pcv", label: "Kątownik PCV", price: `+${formatPln(prices.angle)}`, description: offers.angle.pcv ? undefined : WITHDRAWN, disabled: !offers.angle.pcv },
    { value: "metal", label: "Kątownik metalowy", price: `+${formatPln(prices.angle)}`, description: offers.angle.metal ? undefined : WITHDRAWN, disabled: !offers.angle.metal },
    {
      value: "juz_kon",
      label: "Kątownik juz-kon",
      price: prices.juzKonAngle === null ? undefined : `+${formatPln(prices.juzKonAngle)} / szt.`,
      description: prices.juzKonAngle === null ? "Obecnie niedostępny." : undefined,
      disabled: prices.juzKonAngle === null,
    },
  ];
  const guideOptions: ChoiceOption<string>[] = [
    { value: "none", label: "Brak", description: "Plisa bez prowadnic." },
    ...Object.values(GUIDE_IDS).map((id) => ({
      value: String(id),
      label: GUIDE_LABELS[id],
      price: `${formatPln(prices.guidePerM[id])}/m wysokości`,
      description: offers.guide(id) ? undefined : WITHDRAWN,
      disabled: !offers.guide(id),
      image: imageOf(id),
    })),
  ];
  const maxWidth = Math.min(PLEAT_MAX_SHOP_WIDTH_CM, fabric.maxWidthCm);
  const widthWarning = quote.warnings.width ? (
    <>
      <p className="font-semibold">{quote.warnings.width}</p>
      <p>
        Szersze plisy wykonujemy na indywidualne zamówienie. <TextLink to="/kontakt">Przejdź do kontaktu</TextLink>
      </p>
    </>
  ) : undefined;

  return (
    <section id="konfigurator" aria-labelledby="konfigurator-title" className="mt-14 scroll-mt-20 md:mt-20">
      <h2 id="konfigurator-title" className="text-2xl font-bold tracking-tight text-stone-950 sm:text-3xl">
        Skonfiguruj plisę na wymiar
      </h2>
      <p className="mt-2 max-w-2xl text-stone-600">
        Podaj wymiary, wybierz profil, sposób montażu i dodatki. Cena przelicza się na bieżąco, a konfiguracja trafia do adresu strony, więc możesz ją zapisać lub komuś wysłać.
      </p>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <ConfiguratorSection
            id="pleat-dimensions"
            title="Wymiary"
            description={
              <>
                Wymiary podaj w pełnych centymetrach. <TextLink to="/plisy/pomiar">Jak zmierzyć okno?</TextLink>
              </>
            }
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <NumberField
                {...numberInput("width")}
                hints={hintMessages(measuringHints, "width")}
                label="Szerokość"
                unit="cm"
                required
                min={PLEAT_MIN_WIDTH_CM}
                hint={`Od ${PLEAT_MIN_WIDTH_CM} do ${maxWidth} cm${fabric.maxWidthCm < PLEAT_MAX_SHOP_WIDTH_CM ? " (maksymalna szerokość tej tkaniny)" : ""}.`}
                warning={widthWarning}
              />
              <NumberField
                {...numberInput("height")}
                hints={hintMessages(measuringHints, "height")}
                label="Wysokość"
                unit="cm"
                required
                min={PLEAT_MIN_HEIGHT_CM}
                max={PLEAT_MAX_HEIGHT_CM}
                hint={`Od ${PLEAT_MIN_HEIGHT_CM} do ${PLEAT_MAX_HEIGHT_CM} cm.`}
              />
              <QuantityField {...numberInput("quantity")} label="Ilość" hint="Liczba jednakowych plis." />
            </div>
          </ConfiguratorSection>

          <ConfiguratorSection id="pleat-profile-section" title="Profil" description="Profil to szyna, na której zawieszona jest plisa.">
            {profile ? (
              <div className="flex items-center gap-4">
                <img
                  src={profile.image}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  className="h-18 w-24 shrink-0 rounded-lg border border-stone-200 bg-stone-100 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <label htmlFor="pleat-profile" className="block text-sm font-medium text-stone-900">
                    Kolor profilu
                  </label>
                  <select
                    id="pleat-profile"
                    value={profile.code}
                    onChange={(event) => {
                      const code = event.currentTarget.value;
                      set("profileCode", code);
                      storeProfileCode(code);
                    }}
                    className="mt-1.5 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-950 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-accent-600"
                  >
                    {profiles.map((option) => (
                      <option key={option.code} value={option.code}>
                        {option.code} – {option.colour}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            ) : (
              <p className="text-stone-700">Brak dostępnych profili w bazie danych.</p>
            )}
          </ConfiguratorSection>

          <ConfiguratorSection id="pleat-mounting" title="Sposób montażu" group>
            <RadioCards name="pleat-mounting" options={mountingOptions} value={form.mounting} onChange={(value) => set("mounting", value)} />
          </ConfiguratorSection>

          <ConfiguratorSection id="pleat-angle" title="Kątowniki" description={extrasNote} group error={quote.errors.angle}>
            <RadioCards name="pleat-angle" options={angleOptions} value={form.angle} onChange={(value) => set("angle", value)} />
            {form.angle === "juz_kon" ? (
              <div className="mt-4 sm:max-w-xs">
                <QuantityField {...numberInput("juzKonQuantity")} label="Liczba kątowników juz-kon" />
              </div>
            ) : null}
          </ConfiguratorSection>

          <ConfiguratorSection
            id="pleat-guide"
            title="Prowadnice"
            description="Wybór wymagany: wybierz rodzaj prowadnic albo „Brak”."
            group
            error={shows("guide") ? quote.errors.guide : undefined}
          >
            <RadioCards
              name="pleat-guide"
              options={guideOptions}
              value={form.guide === null ? null : String(form.guide)}
              onChange={(value) => set("guide", value === "none" ? "none" : (Number(value) as GuideId))}
            />
            {form.guide !== null && form.guide !== "none" ? (
              <div className="mt-4 sm:max-w-xs">
                <QuantityField {...numberInput("guideQuantity")} label="Liczba prowadnic" />
              </div>
            ) : null}
          </ConfiguratorSection>

          <ConfiguratorSection id="pleat-extras" title="Dodatki" description={extrasNote} group error={quote.errors.monofilamentGuide}>
            <div className="space-y-3">
              <CheckboxCard
                id="pleat-spacers"
                label="Dystanse"
                price={`+${formatPln(prices.spacer)}`}
                description={offers.spacers ? undefined : WITHDRAWN}
                disabled={!offers.spacers}
                checked={form.spacers}
                onChange={(checked) => set("spacers", checked)}
              />
              <CheckboxCard
                id="pleat-monofilament-guide"
                label="Prowadzenie żyłkowe"
                price={prices.monofilamentGuide === null ? undefined : `+${formatPln(prices.monofilamentGuide)}`}
                description={prices.monofilamentGuide === null ? "Obecnie niedostępne." : undefined}
                disabled={prices.monofilamentGuide === null}
                checked={form.monofilamentGuide}
                onChange={(checked) => set("monofilamentGuide", checked)}
              />
              <CheckboxCard
                id="pleat-handle"
                label="Rączka"
                price={`+${formatPln(prices.handle)} / szt.`}
                description={offers.handle ? `Długość rączki: ${HANDLE_LENGTH_CM} cm.` : WITHDRAWN}
                disabled={!offers.handle}
                checked={form.handle}
                onChange={(checked) => set("handle", checked)}
              >
                <div className="sm:max-w-xs">
                  <QuantityField {...numberInput("handleQuantity")} label="Liczba rączek na plisę" />
                </div>
              </CheckboxCard>
            </div>
            <p className="mt-4 text-sm">
              <TextLink to="/plisy/dodatki">Zobacz dodatki</TextLink>
            </p>
          </ConfiguratorSection>

          {/* On a phone the summary is far below: the running total stays in view while the form scrolls. */}
          <div className="sticky bottom-[var(--bottom-overlay,0px)] z-10 -mx-4 flex items-center justify-between gap-4 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
            <p className="text-sm text-stone-600">
              Cena:{" "}
              <span className="text-lg font-bold text-stone-950 tabular-nums">
                {quote.breakdown ? formatPln(quote.breakdown.total) : dimensionsMissing ? "podaj wymiary" : "brak wyceny"}
              </span>
            </p>
            <a href="#pleat-summary" className={buttonClasses("primary")}>
              Podsumowanie
            </a>
          </div>
        </div>

        <aside id="pleat-summary" aria-label="Cena i dodanie do koszyka" className="scroll-mt-20 space-y-4 lg:sticky lg:top-24">
          <PleatPreview form={form} fabric={fabric} profileColour={profile?.colour ?? null} />
          <PriceSummary breakdown={quote.breakdown} quantity={configuration.quantity} titleAs="h3" emptyText={noPriceText}>
            {/* The reduction is announced on the fabric's price per m², so that is what the reference stands next to. */}
            {fabric.sale ? (
              <div className="rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
                <p>{`Cena tkaniny w wyprzedaży: ${formatPln(fabric.pricePerM2)}/m²`}</p>
                <LowestPriceNote fabric={fabric} className="mt-0.5" />
              </div>
            ) : null}
            <button
              type="button"
              onClick={add}
              disabled={!fabric.available}
              aria-disabled={fabric.available && blocked ? true : undefined}
              aria-describedby={hint ? hintId : undefined}
              className={`${buttonClasses("primary", "lg")} w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
            >
              <CartIcon className="size-5" />
              {fabric.available ? "Dodaj do koszyka" : "Niedostępna"}
            </button>
            {hint ? (
              <p id={hintId} className="text-sm text-stone-600">
                {hint}
              </p>
            ) : null}
            <ShipDate />
            <CopyLinkButton search={serializePleatConfiguration(form)} />
          </PriceSummary>
        </aside>
      </div>
    </section>
  );
}
