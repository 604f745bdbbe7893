import { Link } from "~/components/ui/link";
import { formatPln } from "~/lib/money";
import { adminFabricPath } from "~/lib/schemas/fabric-admin";
import { CardTable, cardTableCell, cardTableRow, Cell } from "~/components/admin/card-table";

export interface FabricRow {
  code: string;
  name: string;
  colour: string;
  collection: string;
  image: string;
  pricePerM2: number;
  maxWidthCm: number;
  available: boolean;
  sale: boolean;
}

const COLUMNS = ["Zdjęcie", "Kod", "Nazwa", "Kolekcja", "Kolor", "Cena za m²", "Maks. szerokość", "Dostępność", "Wyprzedaż"] as const;

/** The fabrics of one page, each leading to its form by its code. */
export function FabricTable({ fabrics }: { fabrics: readonly FabricRow[] }) {
  return (
    <CardTable caption="Tkaniny" columns={COLUMNS}>
      {fabrics.map((fabric) => (
        <tr key={fabric.code} className={cardTableRow}>
          <td className={cardTableCell}>
            <img src={fabric.image} alt="" width={48} height={36} loading="lazy" decoding="async" className="h-9 w-12 rounded-md bg-stone-100 object-cover" />
          </td>
          <Cell label="Kod" className="font-medium whitespace-nowrap">
            <Link to={adminFabricPath(fabric.code)} className="text-accent-800 underline underline-offset-2 hover:text-accent-900" aria-label={`Edytuj tkaninę ${fabric.code}`}>
              {fabric.code}
            </Link>
          </Cell>
          <Cell label="Nazwa">{fabric.name}</Cell>
          <Cell label="Kolekcja">{fabric.collection}</Cell>
          <Cell label="Kolor">{fabric.colour}</Cell>
          <Cell label="Cena za m²" className="tabular-nums whitespace-nowrap md:text-right">
            {formatPln(fabric.pricePerM2)}
          </Cell>
          <Cell label="Maks. szerokość" className="tabular-nums md:text-right">
            {fabric.maxWidthCm} cm
          </Cell>
          <Cell label="Dostępność">{fabric.available ? "dostępna" : <span className="font-medium text-red-800">niedostępna</span>}</Cell>
          <Cell label="Wyprzedaż">{fabric.sale ? <span className="rounded-full bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white">Wyprzedaż</span> : "nie"}</Cell>
        </tr>
      ))}
    </CardTable>
  );
}
