/**
 * The specialist pleat models of the spec (shop.md section 2, "Specialist pleats"): a static list,
 * shown on /plisy-specjalistyczne and validated in its enquiry form.
 */

/** The outline a model's picture draws; each maps to one drawing in `WindowShape`. */
export type WindowShapeKind =
  | "rectangle"
  | "day-night"
  | "triangle"
  | "right-triangle"
  | "gable"
  | "round-top"
  | "segment-arch"
  | "pointed-arch"
  | "quarter-arch"
  | "half-circle"
  | "circle"
  | "split-circle"
  | "trapezoid-wide-top"
  | "trapezoid-narrow-top"
  | "slanted-top"
  | "hexagon"
  | "octagon"
  | "parallelogram"
  | "skylight"
  | "skylight-slanted"
  | "roof-window"
  | "roof-window-day-night"
  | "electric";

/** How the billed area is measured; the keys are the spec's notation. */
export const AREA_RULES = {
  "W x H": "szerokość × wysokość",
  "W2 x H": "większa z dwóch szerokości × wysokość",
  "R x 3R": "promień × trzykrotność promienia",
  "(R x 3R)/2": "połowa iloczynu: promień × trzykrotność promienia",
} as const;
export type AreaRule = keyof typeof AREA_RULES;

/** What the letters of the area rules mean, shown once beside them. */
export const AREA_RULE_SYMBOLS = [
  { symbol: "W", meaning: "szerokość okna w najszerszym miejscu" },
  { symbol: "W2", meaning: "większa z dwóch szerokości (u góry albo u dołu)" },
  { symbol: "H", meaning: "wysokość w najwyższym miejscu" },
  { symbol: "R", meaning: "promień koła lub łuku" },
] as const;

export const MAX_WIDTH_LIABILITY_NOTE = "Producent nie ponosi odpowiedzialności za produkty wykonane w szerokościach przekraczających maksymalne szerokości podane w tabeli.";

export const SIDE_VERSIONS_NOTE =
  "Model wykonujemy w wersji P (prawej) lub L (lewej): patrząc na okno od strony pokoju, wskaż, po której stronie jest wyższy bok lub skos. Wersję napisz w treści wiadomości.";

export type SpecialistPleatModel = {
  /** As in the URL: /plisy-specjalistyczne?model=10. */
  id: string;
  name: string;
  /** The window the model is made for, in a few words. */
  shapeName: string;
  shape: WindowShapeKind;
  /** Made as a right (P) and a left (L) version; the picture shows P. */
  sided: boolean;
  description: string;
  areaRule: AreaRule;
  notes: readonly string[];
};

type ModelInput = Omit<SpecialistPleatModel, "name" | "sided" | "notes"> & {
  sided?: boolean;
  notes?: readonly string[];
  name?: string;
};

function model({ sided = false, notes = [], name, ...rest }: ModelInput): SpecialistPleatModel {
  return { ...rest, sided, notes, name: name ?? `Model ${rest.id}${sided ? " P/L" : ""}` };
}

export const SPECIALIST_PLEAT_MODELS: readonly SpecialistPleatModel[] = [
  model({
    id: "1",
    shapeName: "Trójkąt równoramienny",
    shape: "triangle",
    description: "Plisa do okna w kształcie trójkąta z wierzchołkiem u góry, spotykanego w szczytach domów i na poddaszach.",
    areaRule: "W x H",
  }),
  model({
    id: "2",
    shapeName: "Pięciokąt (okno szczytowe)",
    shape: "gable",
    description: "Okno prostokątne zwieńczone trójkątem. Plisa zasłania całą szybę, także jej skośną część.",
    areaRule: "W x H",
  }),
  model({
    id: "3",
    shapeName: "Łuk pełny",
    shape: "round-top",
    description: "Okno prostokątne zakończone u góry półkolem. Plisa jest dopasowana do łuku na całej szerokości.",
    areaRule: "W x H",
  }),
  model({
    id: "4",
    name: "Model 4 (standard)",
    shapeName: "Prostokąt",
    shape: "rectangle",
    description: "Klasyczna plisa prostokątna przesuwana z góry na dół i z dołu do góry: punkt odniesienia dla pozostałych modeli.",
    areaRule: "W x H",
  }),
  model({
    id: "4A",
    shapeName: "Prostokąt dzień–noc",
    shape: "day-night",
    description: "Plisa prostokątna z dwiema tkaninami: jaśniejszą na dzień i zaciemniającą na noc, przesuwanymi niezależnie.",
    areaRule: "W x H",
  }),
  model({
    id: "5",
    shapeName: "Półkole",
    shape: "half-circle",
    description: "Plisa do okna półokrągłego, np. nad drzwiami lub nad oknem prostokątnym. Tkanina rozkłada się wachlarzowo.",
    areaRule: "(R x 3R)/2",
  }),
  model({
    id: "6",
    shapeName: "Koło",
    shape: "circle",
    description: "Plisa do okna okrągłego (tzw. bulaja) zasłaniająca całą szybę.",
    areaRule: "R x 3R",
  }),
  model({
    id: "6A",
    shapeName: "Koło dzielone",
    shape: "split-circle",
    description: "Okno okrągłe zasłonięte dwiema półokrągłymi plisami, górną i dolną, które rozsuwasz niezależnie.",
    areaRule: "R x 3R",
  }),
  model({
    id: "7",
    shapeName: "Trapez rozszerzany ku górze",
    shape: "trapezoid-wide-top",
    description: "Okno w kształcie trapezu, szersze u góry niż u dołu, z dwoma symetrycznymi skosami po bokach.",
    areaRule: "W2 x H",
  }),
  model({
    id: "8",
    shapeName: "Sześciokąt",
    shape: "hexagon",
    description: "Plisa do okna sześciokątnego, dopasowana do wszystkich sześciu krawędzi szyby.",
    areaRule: "W x H",
  }),
  model({
    id: "8A",
    shapeName: "Ośmiokąt",
    shape: "octagon",
    description: "Plisa do okna ośmiokątnego, dopasowana do wszystkich ośmiu krawędzi szyby.",
    areaRule: "W x H",
  }),
  model({
    id: "9",
    shapeName: "Łuk odcinkowy",
    shape: "segment-arch",
    description: "Okno z łagodnym łukiem u góry. Wysokość mierz w najwyższym punkcie łuku.",
    areaRule: "W x H",
  }),
  model({
    id: "10",
    sided: true,
    shapeName: "Skos (trapez prostokątny)",
    shape: "slanted-top",
    description: "Okno z jednym bokiem wyższym od drugiego i skośną górą, typowe dla poddaszy i klatek schodowych.",
    areaRule: "W x H",
    notes: ["Belka górna musi mieć co najmniej 7 cm.", "Dodatkowa belka ze sterowaniem dolnym: dopłata 70 zł.", "Do montażu jednej plisy potrzeba 5 wsporników."],
  }),
  model({
    id: "11",
    shapeName: "Trapez zwężany ku górze",
    shape: "trapezoid-narrow-top",
    description: "Okno w kształcie trapezu, węższe u góry niż u dołu, z dwoma symetrycznymi skosami po bokach.",
    areaRule: "W2 x H",
    notes: ["Górna szyna musi mieć co najmniej 7 cm.", "Do montażu jednej plisy potrzeba 4 wsporników."],
  }),
  model({
    id: "12",
    shapeName: "Ostrołuk",
    shape: "pointed-arch",
    description: "Okno zakończone u góry łukiem ostrym (gotyckim), spotykane w kościołach i stylowych domach.",
    areaRule: "W x H",
  }),
  model({
    id: "12A",
    sided: true,
    shapeName: "Półłuk",
    shape: "quarter-arch",
    description: "Okno prostokątne z łukiem opadającym w jedną stronę, np. skrajne okno w zestawie łukowym.",
    areaRule: "W x H",
  }),
  model({
    id: "13",
    sided: true,
    shapeName: "Trójkąt prostokątny",
    shape: "right-triangle",
    description: "Okno w kształcie trójkąta z kątem prostym: pionowy bok z jednej strony i skos opadający w drugą.",
    areaRule: "W x H",
    notes: ["Do szerokości 110 cm plisa ma dwa wsporniki."],
  }),
  model({
    id: "14",
    shapeName: "Plisa sufitowa (świetlik)",
    shape: "skylight",
    description: "Plisa montowana poziomo, np. w świetliku lub w dachu ogrodu zimowego. Tkanina jest napięta i nie opada.",
    areaRule: "W x H",
    notes: ["Minimalna szerokość plisy: 60 cm."],
  }),
  model({
    id: "14A",
    sided: true,
    shapeName: "Plisa sufitowa skośna",
    shape: "skylight-slanted",
    description: "Plisa montowana poziomo w świetliku lub dachu w kształcie trapezu, ze skosem z jednej strony.",
    areaRule: "W2 x H",
  }),
  model({
    id: "15",
    shapeName: "Okno dachowe",
    shape: "roof-window",
    description: "Plisa do okna dachowego prowadzona w bocznych prowadnicach: zostaje na swoim miejscu także przy otwartym oknie.",
    areaRule: "W x H",
  }),
  model({
    id: "15A",
    shapeName: "Okno dachowe dzień–noc",
    shape: "roof-window-day-night",
    description: "Plisa do okna dachowego z dwiema tkaninami, dzienną i zaciemniającą, w bocznych prowadnicach.",
    areaRule: "W x H",
  }),
  model({
    id: "16",
    sided: true,
    shapeName: "Równoległobok",
    shape: "parallelogram",
    description: "Okno o dwóch równoległych skosach, np. wzdłuż biegu schodów. Plisa przesuwa się równolegle do skosów.",
    areaRule: "W x H",
  }),
  model({
    id: "elektryczne",
    name: "Plisy elektryczne",
    shapeName: "Napęd elektryczny",
    shape: "electric",
    description:
      "Plisa z silnikiem w profilu górnym, sterowana pilotem. Na rysunku elementy zestawu: profil z silnikiem, pilot i zasilacz. Sprawdza się w oknach trudno dostępnych.",
    areaRule: "W x H",
  }),
];

export const SPECIALIST_PLEAT_MODEL_IDS = SPECIALIST_PLEAT_MODELS.map((m) => m.id) as [string, ...string[]];

/** The model for a URL value, case-insensitive (?model=12a finds 12A); null when there is none. */
export function findSpecialistPleatModel(id: string | null | undefined): SpecialistPleatModel | null {
  if (!id) return null;
  const wanted = id.trim().toLowerCase();
  return SPECIALIST_PLEAT_MODELS.find((m) => m.id.toLowerCase() === wanted) ?? null;
}

/** The enquiry subject a chosen model pre-fills. */
export function specialistEnquirySubject(model: SpecialistPleatModel | null): string {
  if (!model) return "Zapytanie o plisę specjalistyczną";
  return model.shape === "electric" ? "Zapytanie o plisy elektryczne" : `Zapytanie o plisę specjalistyczną – model ${model.id}`;
}
