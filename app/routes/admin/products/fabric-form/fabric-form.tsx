import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert, FormField, SubmitButton } from "~/components/ui/form-field";
import { useFieldErrors } from "~/components/ui/use-field-errors";
import { parseForm, type FormRefusal } from "~/lib/forms";
import { fabricFormSchema, MAX_WIDTH_RANGE } from "~/lib/schemas/fabric-admin";
import { MAX_PRODUCT_PRICE } from "~/lib/schemas/product-admin";
import { commaAmount } from "~/lib/money";
import { ImageField } from "~/components/admin/image-field";

export type FabricFormRefusal = FormRefusal & { values: Record<string, string> };

const checkFabric = (data: FormData) => parseForm(data, fabricFormSchema);

/**
 * Every field of a fabric. The browser checks them with the server's schema as they are filled in;
 * the server checks them again, and what only it knows (a taken code, an ordered fabric, the sale's
 * 30-day reference, the photo's bytes) comes back as the fields' messages.
 */
export function FabricForm({
  action,
  values,
  image,
  codeLocked,
  refusal,
}: {
  action: string;
  /** The fields as the inputs show them: the stored fabric, or what was sent and refused. */
  values: Readonly<Record<string, string>>;
  image: string | null;
  /** An ordered fabric keeps its code. */
  codeLocked: boolean;
  refusal: FabricFormRefusal | undefined;
}) {
  const submitting = useNavigation().state === "submitting";
  const { formProps, errorOf } = useFieldErrors({ serverErrors: refusal?.errors ?? {}, answer: refusal, check: checkFabric });
  const field = (name: string) => ({ name, defaultValue: values[name], error: errorOf(name) });
  const percent = { type: "number", inputMode: "numeric", min: 0, max: 100, step: 1, required: true } as const;

  return (
    <div className="space-y-6">
      {refusal ? <FormAlert tone="error">{refusal.message}</FormAlert> : null}
      <Form {...formProps} method="post" action={action} encType="multipart/form-data" noValidate className="space-y-8">
        <Section legend="Tkanina">
          <FormField
            label="Kod"
            required
            readOnly={codeLocked}
            hint={codeLocked ? "Tkanina była zamawiana: jej kodu nie można zmienić." : "Unikalny, np. PL-101. Jest częścią adresu strony tkaniny."}
            {...field("code")}
          />
          <FormField label="Nazwa" required {...field("name")} />
          <FormField label="Kolor" required {...field("colour")} />
          <FormField label="Kategoria" required hint="Np. Półprzezroczysta, Zaciemniająca." {...field("category")} />
          <FormField label="Kolekcja" required hint="Podkategoria w filtrach katalogu." {...field("collection")} />
        </Section>

        <Section legend="Cena i wymiary">
          <FormField
            label="Cena za m² (zł)"
            required
            inputMode="decimal"
            hint={`W złotych z groszami, np. 129,99; najwyżej ${commaAmount(MAX_PRODUCT_PRICE)} zł.`}
            {...field("pricePerM2")}
          />
          <FormField
            label="Maksymalna szerokość (cm)"
            required
            type="number"
            inputMode="numeric"
            min={MAX_WIDTH_RANGE.min}
            max={MAX_WIDTH_RANGE.max}
            step={1}
            hint={`Od ${MAX_WIDTH_RANGE.min} do ${MAX_WIDTH_RANGE.max} cm. Sklep sprzedaje plisy do 140 cm szerokości; szersze to projekt na zamówienie.`}
            {...field("maxWidthCm")}
          />
          <Checkbox name="available" defaultChecked={values.available === "on"} hint="Niedostępnej tkaniny nie można zamówić; tak też wycofuje się tkaninę.">
            Dostępna
          </Checkbox>
          <Checkbox name="sale" defaultChecked={values.sale === "on"} hint="Cena w wyprzedaży musi być niższa od najniższej ceny z 30 dni przed obniżką." error={errorOf("sale")}>
            Wyprzedaż
          </Checkbox>
        </Section>

        <Section legend="Światło (%)">
          <FormField label="Transmisja" {...percent} {...field("transmission")} />
          <FormField label="Refleksja" {...percent} {...field("reflection")} />
          <FormField label="Absorpcja" {...percent} hint="Trzy wartości razem dają 100 %." {...field("absorption")} />
        </Section>

        <fieldset>
          <legend className="mb-4 text-base font-semibold text-stone-950">Zdjęcie</legend>
          <ImageField current={image} required={!image} error={errorOf("image")} />
        </fieldset>

        <div className="border-t border-stone-200 pt-6">
          <SubmitButton pending={submitting} pendingLabel="Zapisywanie...">
            Zapisz tkaninę
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-4 text-base font-semibold text-stone-950">{legend}</legend>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}

function Checkbox({ name, defaultChecked, hint, error, children }: { name: string; defaultChecked: boolean; hint: string; error?: string; children: string }) {
  const id = `fabric-${name}`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-accent-600"
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-6 font-medium text-stone-900">
          {children}
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-1 ml-8 text-sm text-stone-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 ml-8 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
