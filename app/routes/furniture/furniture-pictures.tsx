import type { ReactNode } from "react";

/** How large a picture is drawn; every picture has the same 4:3 frame, so the gallery lines up. */
const PICTURE_WIDTH = 400;
const PICTURE_HEIGHT = 300;

/**
 * A room corner (wall, skirting, floor) with a piece of furniture in it. The shop has no photos of its
 * furniture yet, so these drawings stand in for them; `alt` says what a photo would have shown.
 */
function Scene({ alt, className, children }: { alt: string; className?: string; children: ReactNode }) {
  return (
    <svg viewBox={`0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}`} width={PICTURE_WIDTH} height={PICTURE_HEIGHT} role="img" aria-label={alt} focusable="false" className={className}>
      <rect width="400" height="300" className="fill-stone-100" />
      <rect y="244" width="400" height="56" className="fill-accent-100" />
      {[262, 282].map((y) => (
        <path key={y} d={`M0 ${y}h400`} className="stroke-accent-200" strokeWidth="1.5" />
      ))}
      <rect y="238" width="400" height="6" className="fill-white" />
      {children}
    </svg>
  );
}

type PictureProps = { alt: string; className?: string };

function Wardrobe(props: PictureProps) {
  return (
    <Scene {...props}>
      <ellipse cx="200" cy="270" rx="120" ry="12" className="fill-accent-200/70" />
      <rect x="58" y="26" width="284" height="216" rx="2" className="fill-white stroke-stone-300" strokeWidth="2" />
      <rect x="60" y="28" width="280" height="18" className="fill-stone-200" />
      {/* The wooden door slides in front of the mirrored one. */}
      <rect x="200" y="48" width="136" height="188" className="fill-sky-50 stroke-stone-400" strokeWidth="3" />
      <path d="M222 70l70 70M240 64l80 80M226 150l50 50" className="stroke-white" strokeWidth="7" strokeLinecap="round" />
      <rect x="64" y="48" width="140" height="188" className="fill-accent-200 stroke-stone-400" strokeWidth="3" />
      {[110, 172].map((y) => (
        <path key={y} d={`M66 ${y}h136`} className="stroke-accent-500/50" strokeWidth="2" />
      ))}
      {[84, 120, 156, 186].map((x) => (
        <path key={x} d={`M${x} 56v44M${x + 8} 120v44M${x - 6} 184v44`} className="stroke-accent-500/20" strokeWidth="2" strokeLinecap="round" />
      ))}
      <path d="M60 47h280M60 238h280" className="stroke-stone-400" strokeWidth="2" />
      <path d="M360 238l-6-26h28l-6 26Z" className="fill-accent-600" />
      <path d="M368 212c-14-18-16-34-6-46M368 212c0-24 6-40 18-48M368 212c10-16 22-22 30-20" fill="none" className="stroke-emerald-700" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="360" cy="170" rx="6" ry="11" className="fill-emerald-600" transform="rotate(-20 360 170)" />
      <ellipse cx="385" cy="168" rx="6" ry="12" className="fill-emerald-500" transform="rotate(30 385 168)" />
    </Scene>
  );
}

function Kitchen(props: PictureProps) {
  const upperDoors = [40, 100, 240, 300];
  const lowerFronts = [40, 120, 200, 280];
  return (
    <Scene {...props}>
      <rect x="40" y="112" width="320" height="48" className="fill-white" />
      {[128, 144].map((y) => (
        <path key={y} d={`M40 ${y}h320`} className="stroke-stone-200" strokeWidth="1.5" />
      ))}
      {[72, 104, 136, 264, 296, 328].map((x) => (
        <path key={x} d={`M${x} 112v48`} className="stroke-stone-200" strokeWidth="1.5" />
      ))}
      {upperDoors.map((x) => (
        <g key={x}>
          <rect x={x} y="36" width="60" height="76" className="fill-white stroke-stone-300" strokeWidth="2" />
          <rect x={x + 26} y="100" width="8" height="3" rx="1.5" className="fill-stone-500" />
        </g>
      ))}
      <rect x="190" y="0" width="20" height="70" className="fill-stone-300" />
      <path d="M172 70h56l12 24h-80Z" className="fill-stone-400" />
      <rect x="32" y="158" width="336" height="10" rx="1" className="fill-stone-700" />
      <path d="M318 158v-26a12 12 0 0 1 24 0v6" fill="none" className="stroke-stone-500" strokeWidth="4" strokeLinecap="round" />
      <rect x="58" y="134" width="16" height="24" rx="3" className="fill-accent-500" />
      <path d="M66 134c-4-10 0-18 6-20M66 134c2-8 8-12 14-10" fill="none" className="stroke-emerald-700" strokeWidth="3" strokeLinecap="round" />
      {lowerFronts.map((x) =>
        x === 200 ? (
          <g key={x}>
            <rect x={x} y="168" width="80" height="70" className="fill-stone-200 stroke-stone-300" strokeWidth="2" />
            <rect x={x + 8} y="186" width="64" height="42" rx="3" className="fill-stone-700" />
            {[216, 232, 248, 264].map((knob) => (
              <circle key={knob} cx={knob} cy="177" r="2.5" className="fill-stone-500" />
            ))}
          </g>
        ) : (
          <g key={x}>
            <rect x={x} y="168" width="80" height="70" className="fill-accent-200 stroke-accent-500/40" strokeWidth="2" />
            <rect x={x + 30} y="176" width="20" height="3" rx="1.5" className="fill-stone-600" />
          </g>
        ),
      )}
      <path d="M40 238h320" className="stroke-stone-400" strokeWidth="4" />
    </Scene>
  );
}

/** Which of the sixteen compartments holds what, row by row. */
const SHELF_CONTENTS: ("books" | "plant" | "box" | "vase" | "leaning")[][] = [
  ["books", "vase", "books", "plant"],
  ["leaning", "books", "box", "books"],
  ["books", "plant", "books", "vase"],
  ["box", "books", "leaning", "box"],
];
const BOOK_COLOURS = ["fill-accent-600", "fill-stone-600", "fill-emerald-700", "fill-accent-500", "fill-sky-700", "fill-stone-400"];

function Shelves(props: PictureProps) {
  const columns = [56, 129.5, 203, 276.5];
  const rows = [36, 88, 140, 192];
  const cellWidth = 67.5;
  const cellHeight = 46;
  return (
    <Scene {...props}>
      <rect x="50" y="30" width="300" height="214" className="fill-accent-200" />
      {rows.map((y, row) =>
        columns.map((x, column) => {
          const bottom = y + cellHeight;
          const content = SHELF_CONTENTS[row]?.[column];
          return (
            <g key={`${row}-${column}`}>
              <rect x={x} y={y} width={cellWidth} height={cellHeight} className="fill-accent-50" />
              {content === "books"
                ? [0, 1, 2, 3, 4].map((book) => {
                    const height = 30 + ((book * 7 + row * 5 + column * 3) % 12);
                    return (
                      <rect
                        key={book}
                        x={x + 6 + book * 10}
                        y={bottom - height}
                        width="8"
                        height={height}
                        rx="1"
                        className={BOOK_COLOURS[(book + row + column) % BOOK_COLOURS.length]}
                      />
                    );
                  })
                : null}
              {content === "leaning" ? (
                <>
                  <rect x={x + 8} y={bottom - 34} width="8" height="34" rx="1" className="fill-stone-600" />
                  <rect x={x + 18} y={bottom - 36} width="8" height="36" rx="1" className="fill-accent-600" />
                  <rect x={x + 32} y={bottom - 34} width="8" height="34" rx="1" className="fill-emerald-700" transform={`rotate(-18 ${x + 32} ${bottom})`} />
                </>
              ) : null}
              {content === "plant" ? (
                <>
                  <path d={`M${x + 24} ${bottom}l-3-16h26l-3 16Z`} className="fill-stone-50 stroke-stone-300" />
                  <ellipse cx={x + 28} cy={bottom - 24} rx="5" ry="10" className="fill-emerald-600" transform={`rotate(-25 ${x + 28} ${bottom - 24})`} />
                  <ellipse cx={x + 40} cy={bottom - 25} rx="5" ry="11" className="fill-emerald-500" transform={`rotate(25 ${x + 40} ${bottom - 25})`} />
                  <ellipse cx={x + 34} cy={bottom - 30} rx="4" ry="10" className="fill-emerald-700" />
                </>
              ) : null}
              {content === "box" ? <rect x={x + 10} y={bottom - 24} width="48" height="24" rx="2" className="fill-stone-300 stroke-stone-400" /> : null}
              {content === "vase" ? <path d={`M${x + 28} ${bottom}c-8-8-8-20 0-26v-8h10v8c8 6 8 18 0 26Z`} className="fill-sky-200 stroke-sky-700/30" /> : null}
            </g>
          );
        }),
      )}
      <rect x="50" y="238" width="300" height="6" className="fill-accent-500/60" />
    </Scene>
  );
}

function Desk(props: PictureProps) {
  return (
    <Scene {...props}>
      <rect x="86" y="70" width="150" height="6" rx="1" className="fill-accent-200" />
      {[96, 106, 116, 126].map((x, index) => (
        <rect key={x} x={x} y={44 + (index % 2) * 4} width="8" height={26 - (index % 2) * 4} rx="1" className={BOOK_COLOURS[index]} />
      ))}
      <path d="M200 70c-4-12 0-20 8-22M200 70c2-10 8-14 16-12" fill="none" className="stroke-emerald-700" strokeWidth="3" strokeLinecap="round" />
      <rect x="192" y="58" width="16" height="12" rx="2" className="fill-stone-50 stroke-stone-300" />
      <rect x="270" y="44" width="70" height="54" className="fill-white stroke-accent-500" strokeWidth="4" />
      <path d="M276 92l18-24 12 14 10-10 18 20Z" className="fill-sky-200" />
      <circle cx="322" cy="60" r="6" className="fill-accent-200" />
      <rect x="138" y="82" width="100" height="62" rx="4" className="fill-stone-800" />
      <rect x="144" y="88" width="88" height="50" rx="2" className="fill-sky-100" />
      <path d="M184 144h8v12h-8ZM170 156h36v4h-36Z" className="fill-stone-500" />
      <path d="M70 160h24l-4-4H74Z" className="fill-stone-700" />
      <path d="M82 156l-8-40 30-14" fill="none" className="stroke-stone-700" strokeWidth="3" strokeLinecap="round" />
      <path d="M96 96l22 10-8 12-22-10Z" className="fill-accent-600" />
      <rect x="250" y="146" width="14" height="14" rx="3" className="fill-white stroke-stone-300" />
      <rect x="44" y="160" width="312" height="12" rx="2" className="fill-accent-200 stroke-accent-500/40" />
      <rect x="56" y="172" width="8" height="72" className="fill-stone-600" />
      <rect x="250" y="172" width="94" height="72" className="fill-white stroke-stone-300" strokeWidth="2" />
      {[172, 196, 220].map((y) => (
        <g key={y}>
          <path d={`M252 ${y}h90`} className="stroke-stone-300" strokeWidth="2" />
          <rect x="285" y={y + 10} width="24" height="3" rx="1.5" className="fill-stone-500" />
        </g>
      ))}
    </Scene>
  );
}

/** The gallery's pictures, each with what it shows and the words a caption needs. */
export const FURNITURE_PICTURES = [
  {
    id: "szafa",
    title: "Szafa wnękowa",
    description: "Od podłogi do sufitu, z przesuwnymi drzwiami: drewnianymi i lustrzanymi.",
    alt: "Szafa wnękowa na całą ścianę z dwojgiem przesuwnych drzwi, jednymi drewnianymi, drugimi z lustrem.",
    Picture: Wardrobe,
  },
  {
    id: "kuchnia",
    title: "Zabudowa kuchenna",
    description: "Szafki górne i dolne, blat, miejsce na piekarnik i zlew, dopasowane do ściany.",
    alt: "Zabudowa kuchenna z białymi szafkami górnymi, drewnianymi dolnymi, ciemnym blatem, piekarnikiem, zlewem i okapem.",
    Picture: Kitchen,
  },
  {
    id: "regal",
    title: "Regał na wymiar",
    description: "Półki na książki, pudełka i rośliny, w rozstawie, jakiego potrzebujesz.",
    alt: "Drewniany regał z szesnastoma przegródkami, w których stoją książki, pudełka, wazony i rośliny.",
    Picture: Shelves,
  },
  {
    id: "biurko",
    title: "Biurko z szafką",
    description: "Blat na całą szerokość wnęki i szafka z szufladami na dokumenty.",
    alt: "Biurko z długim drewnianym blatem, szafką z trzema szufladami, monitorem i lampką, nad nim półka z książkami.",
    Picture: Desk,
  },
] as const;
