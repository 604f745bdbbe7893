import type { ProductSafetyInfo, SafetyText } from "~/lib/product-safety";

// The product safety section of every product page (GPSR art. 19), loaded by ./product-safety.tsx: the manufacturer,
// what identifies the product, and its warnings, use and care. The texts come in the page's data (the loader builds
// them with app/lib/product-safety.ts); <details> opens and closes without a script.

export function ProductSafetySection({ info, className = "" }: { info: ProductSafetyInfo; className?: string }) {
  const { manufacturer, products, texts } = info;
  return (
    <details className={`group rounded-2xl border border-stone-200 bg-white text-sm leading-6 text-stone-700 ${className}`}>
      <summary className="flex cursor-pointer items-center justify-between gap-4 rounded-2xl p-5 hover:bg-stone-50 sm:px-6">
        <h2 className="text-base font-semibold text-stone-950">Informacje o bezpieczeństwie produktu</h2>
        <span aria-hidden="true" className="text-lg text-stone-500 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="grid gap-6 border-t border-stone-200 p-5 sm:px-6 md:grid-cols-2">
        <section>
          <h3 className="font-semibold text-stone-950">Producent</h3>
          <p className="mt-1">
            {manufacturer.name}
            <br />
            {manufacturer.address}
            <br />
            E-mail:{" "}
            <a href={`mailto:${manufacturer.email}`} className="text-accent-700 underline underline-offset-2 hover:text-accent-800">
              {manufacturer.email}
            </a>
          </p>
          {manufacturer.euResponsiblePerson ? <p className="mt-2">Osoba odpowiedzialna w UE: {manufacturer.euResponsiblePerson}</p> : null}
        </section>
        <section>
          <h3 className="font-semibold text-stone-950">Identyfikacja produktu</h3>
          {products.map((product) => (
            <dl key={product.product + product.details.map((detail) => detail.value).join()} className="mt-1">
              <dt className="font-medium text-stone-900">{product.product}</dt>
              {product.details.map((detail) => (
                <dd key={detail.label}>{`${detail.label}: ${detail.value}`}</dd>
              ))}
            </dl>
          ))}
          <p className="mt-2 text-stone-600">Wymiary i wybraną konfigurację każdej pozycji podajemy w potwierdzeniu zamówienia.</p>
        </section>
        {texts.map((text) => (
          <SafetySection key={text.kind} text={text} />
        ))}
      </div>
    </details>
  );
}

function SafetySection({ text }: { text: SafetyText }) {
  return (
    <section className="md:col-span-2">
      <h3 className="font-semibold text-stone-950">{text.title}</h3>
      {text.parts.map(({ label, sentences }) => (
        <div key={label} className="mt-2">
          <h4 className="font-medium text-stone-900">{label}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {sentences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
