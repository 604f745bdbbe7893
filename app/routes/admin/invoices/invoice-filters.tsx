import { useId } from "react";
import { FilterSearch, FilterSelect, ListFilters, smallLabelClasses } from "~/components/admin/list-filters";
import { selectClasses } from "~/components/ui/form-field";
import { INVOICE_KINDS } from "~/lib/invoice";
import { ALL_MONTHS, INVOICE_KIND_FILTER_LABELS, invoicesQueryParams, KSEF_FILTER_LABELS, KSEF_FILTERS, monthLabel, type InvoicesQuery } from "~/lib/admin-invoices-query";
import { INVOICES_PATH } from "~/lib/invoice-register";

/** The month filter: one month (the current one first, then every month with invoices) or all of them. */
function MonthSelect({ value, months }: { value: string | null; months: readonly string[] }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={smallLabelClasses}>
        Miesiąc wystawienia
      </label>
      <select key={value ?? ALL_MONTHS} id={id} name={invoicesQueryParams.month} defaultValue={value ?? ALL_MONTHS} className={`mt-1 ${selectClasses}`}>
        {months.map((month) => (
          <option key={month} value={month}>
            {monthLabel(month)}
          </option>
        ))}
        <option value={ALL_MONTHS}>Wszystkie miesiące</option>
      </select>
    </div>
  );
}

export function InvoiceFilters({ query, months, filtered }: { query: InvoicesQuery; months: readonly string[]; filtered: boolean }) {
  return (
    <ListFilters action={INVOICES_PATH} label="Filtry faktur" className="grid grid-cols-2 gap-3 lg:grid-cols-[12rem_12rem_10rem_1fr] lg:items-end">
      <MonthSelect value={query.month} months={months} />
      <FilterSelect name={invoicesQueryParams.ksef} label="Stan KSeF" value={query.ksef} options={KSEF_FILTERS.map((state) => [state, KSEF_FILTER_LABELS[state]])} />
      <FilterSelect name={invoicesQueryParams.kind} label="Rodzaj" value={query.kind} options={INVOICE_KINDS.map((kind) => [kind, INVOICE_KIND_FILTER_LABELS[kind]])} />
      <FilterSearch
        name={invoicesQueryParams.buyer}
        value={query.buyer}
        placeholder="Nazwa nabywcy lub NIP"
        clearTo={INVOICES_PATH}
        filtered={filtered}
        className="col-span-2 lg:col-span-1"
      />
    </ListFilters>
  );
}
