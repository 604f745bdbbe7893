import { useId, useState } from "react";
import { FormField, selectClasses } from "~/components/ui/form-field";
import type { FieldErrors } from "~/lib/forms";
import { CARRIER_LABELS, CARRIERS, type Carrier, DEFAULT_CARRIER } from "~/lib/shipping";

/**
 * One parcel's fields, for the order card and the shipping list alike: the carrier (DPD unless chosen), the tracking
 * number, and for another carrier the address to follow it at. Named `<row>.<field>`, so the server's message for
 * each comes back beside it (app/lib/schemas/shipment.ts).
 */
export function ParcelFields({
  row,
  number,
  initial,
  errors,
  required,
}: {
  row: number;
  number: string;
  initial?: { carrier: Carrier | null; trackingNumber: string | null; trackingUrl: string | null };
  errors?: FieldErrors;
  /** The card's one parcel must have its number; a list's row without one is an order not going today. */
  required: boolean;
}) {
  const [carrier, setCarrier] = useState<Carrier>(initial?.carrier ?? DEFAULT_CARRIER);
  const carrierId = useId();
  const field = (name: string) => `${row}.${name}`;
  const carrierError = errors?.[field("carrier")];
  // The order itself refused (a pickup, cancelled, gone): said above its fields.
  const orderError = errors?.[field("number")];
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)] sm:items-start">
      <input type="hidden" name={field("number")} value={number} />
      {orderError ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {orderError}
        </p>
      ) : null}
      <div>
        <label htmlFor={carrierId} className="block text-sm font-medium text-stone-900">
          Przewoźnik
        </label>
        <select
          id={carrierId}
          name={field("carrier")}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value as Carrier)}
          aria-invalid={carrierError ? true : undefined}
          className={`mt-1.5 ${selectClasses}`}
        >
          {CARRIERS.map((option) => (
            <option key={option} value={option}>
              {CARRIER_LABELS[option]}
            </option>
          ))}
        </select>
        {carrierError ? <p className="mt-1.5 text-sm font-medium text-red-700">{carrierError}</p> : null}
      </div>
      <FormField
        label="Numer przesyłki"
        name={field("trackingNumber")}
        defaultValue={initial?.trackingNumber ?? ""}
        error={errors?.[field("trackingNumber")]}
        required={required}
        autoComplete="off"
        spellCheck={false}
        maxLength={60}
      />
      {carrier === "inny" ? (
        <FormField
          label="Adres śledzenia przesyłki"
          name={field("trackingUrl")}
          type="url"
          inputMode="url"
          placeholder="https://"
          defaultValue={initial?.trackingUrl ?? ""}
          error={errors?.[field("trackingUrl")]}
          hint="Strona przewoźnika, na której klient sprawdzi przesyłkę."
          required
          className="sm:col-span-2"
        />
      ) : null}
    </div>
  );
}
