import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { CheckboxField } from "~/components/account/form-parts";
import { PolicyLink } from "~/components/ui/text-link";
import { Honeypot } from "~/components/enquiries/enquiry-form";
import { buttonClasses } from "~/components/ui/button";
import { EmailField, FormAlert, FormField, selectClasses, SubmitButton } from "~/components/ui/form-field";
import { AlertCircleIcon, InfoCircleIcon } from "~/components/ui/icons";
import { PageHeader } from "~/components/ui/page-header";
import { useToast } from "~/components/ui/toast";
import { useFieldErrors } from "~/components/ui/use-field-errors";
import { FABRICS_ACCUSATIVE, fabricPath, SAMPLE_FABRIC_PARAM, samplesHref } from "~/lib/catalogue-paths";
import { ADD_FABRIC_FIELD, MAX_SAMPLE_FABRICS, SAMPLE_INTENTS, SAMPLE_TEXTS, type SampleFormResult } from "~/lib/fabric-samples";
import type { SampleFabricOption } from "~/server/samples/requests.server";
import { countOf, type NounForms } from "~/lib/plural";

/** After 'do': 'do 1 tkaniny', 'do 5 tkanin'. */
const FABRICS_AFTER_UP_TO: NounForms = ["tkaniny", "tkanin", "tkanin"];

/** The id of the form's heading; a plain POST's answer opens there. */
const FORM_ANCHOR = "formularz";
/** What is chosen once the request is sent. */
const NOTHING_CHOSEN: readonly string[] = [];

/**
 * Where the form posts when the answer is to leave these fabrics chosen: the page's address with them
 * (?tkanina=…), which the loader reads, so a reload or a return through the browser's history shows them
 * again. React Router moves the address to where a form was posted, so each button posts to the address
 * its answer leads to (taking a fabric off, adding one, or sending: then none).
 */
function submittedTo(codes: readonly string[]): string {
  return `${samplesHref(codes)}#${FORM_ANCHOR}`;
}

/**
 * Keeps the address at the chosen fabrics where a button could not know them (a refused request keeps
 * them, and a link may name some twice or none the shop has): replaced in place, not navigated to, so
 * nothing loads again and what was typed stays.
 */
function useChosenInAddress(chosen: readonly string[]) {
  // Set at the action's answer, and again once the navigation is over: React Router commits the answer while the
  // page's loaders still run, and then sets the address to where the form was posted.
  const navigation = useNavigation().state;
  useEffect(() => {
    if (navigation === "submitting") return;
    const path = samplesHref(chosen);
    const { pathname, search, hash } = window.location;
    if (`${pathname}${search}` !== path) window.history.replaceState(window.history.state, "", `${path}${hash}`);
  }, [chosen, navigation]);
}

/**
 * The samples page: the chosen fabrics (each can be taken off, more added up to five, all through the
 * form's own buttons, so it works without JavaScript and keeps what was typed), where to post them, the
 * e-mail for the confirmation and the privacy consent. After sending, the confirmation instead of the form.
 */
export function SampleRequestPage({
  options,
  chosen: linked,
  email,
  result,
}: {
  options: readonly SampleFabricOption[];
  chosen: readonly string[];
  email: string | null;
  result: SampleFormResult | undefined;
}) {
  const chosen = result?.ok ? NOTHING_CHOSEN : (result?.fabrics ?? linked);
  useChosenInAddress(chosen);
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
      <PageHeader eyebrow="Tkaniny do plis" title="Bezpłatne próbki tkanin">
        <p>
          Zobacz kolor i fakturę tkaniny w swoim oknie, zanim zamówisz plisę. Wybierz do {countOf(MAX_SAMPLE_FABRICS, FABRICS_AFTER_UP_TO)}, a próbki wyślemy listem na Twój adres.
          Bez opłat: za próbki i ich wysyłkę nic nie płacisz.
        </p>
      </PageHeader>
      <section aria-labelledby={FORM_ANCHOR} className="mt-10 max-w-3xl scroll-mt-20 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id={FORM_ANCHOR} className="text-2xl font-bold tracking-tight text-stone-950">
          Zamów bezpłatne próbki
        </h2>
        {result?.ok ? <SampleRequestSent /> : <SampleRequestForm options={options} chosen={chosen} email={email} result={result} />}
      </section>
    </div>
  );
}

function SampleRequestSent() {
  const toast = useToast();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    toast.success(SAMPLE_TEXTS.sent);
    ref.current?.focus();
  }, [toast]);
  return (
    <div className="mt-6 space-y-5">
      <FormAlert ref={ref} tone="success">
        <p>{SAMPLE_TEXTS.sent}</p>
        <p className="mt-1 font-normal">{SAMPLE_TEXTS.next}</p>
      </FormAlert>
      <Link to="/tkaniny-plisy" className={buttonClasses("secondary", "lg")}>
        Wróć do tkanin
      </Link>
    </div>
  );
}

function SampleRequestForm({
  options,
  chosen,
  email,
  result,
}: {
  options: readonly SampleFabricOption[];
  chosen: readonly string[];
  email: string | null;
  result: Exclude<SampleFormResult, { ok: true }> | undefined;
}) {
  const id = useId();
  const navigation = useNavigation();
  // The fabric about to be added, so the add button posts to the address with it (submittedTo).
  const [adding, setAdding] = useState("");
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST" && navigation.formData?.get("intent") === SAMPLE_INTENTS.send;
  const toast = useToast();
  const alertRef = useRef<HTMLDivElement>(null);
  const { formProps, errorOf } = useFieldErrors({ serverErrors: result?.errors ?? {}, answer: result });
  const formRef = formProps.ref;
  const values = result?.values ?? {};
  const field = (name: string) => ({ name, defaultValue: values[name] ?? (name === "email" ? (email ?? undefined) : undefined), error: errorOf(name) });

  useEffect(() => {
    if (!result?.message) return;
    toast.error(result.message);
    (formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? alertRef.current)?.focus();
  }, [result, toast, formRef]);

  const byCode = new Map(options.map((option) => [option.code, option]));
  const addable = options.filter((option) => !chosen.includes(option.code));
  const fabricsError = errorOf("fabrics");
  const addError = errorOf(ADD_FABRIC_FIELD);

  return (
    <Form {...formProps} method="post" action={submittedTo(chosen)} noValidate className="mt-6 space-y-6">
      {/* The form's default button comes first, so Enter in a field sends the request instead of taking a fabric off the list. */}
      <button type="submit" name="intent" value={SAMPLE_INTENTS.send} formAction={submittedTo(NOTHING_CHOSEN)} tabIndex={-1} aria-hidden="true" className="sr-only">
        Zamów bezpłatne próbki
      </button>
      {result?.message ? (
        <FormAlert ref={alertRef} tone="error">
          {result.message}
        </FormAlert>
      ) : null}

      <fieldset aria-describedby={fabricsError ? `${id}-fabrics-error` : undefined}>
        <legend className="text-base font-semibold text-stone-950">
          Wybrane tkaniny ({chosen.length} z {MAX_SAMPLE_FABRICS})
        </legend>
        {chosen.length ? (
          <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200">
            {chosen.map((code) => {
              const fabric = byCode.get(code);
              return (
                <li key={code} className="flex items-center gap-3 p-3">
                  <input type="hidden" name={SAMPLE_FABRIC_PARAM} value={code} />
                  {fabric ? (
                    <img src={fabric.image} alt="" width={64} height={48} loading="lazy" decoding="async" className="h-12 w-16 shrink-0 rounded-md bg-stone-100 object-cover" />
                  ) : (
                    <AlertCircleIcon className="size-6 shrink-0 text-red-700" />
                  )}
                  <div className="min-w-0 flex-1 text-sm">
                    {fabric ? (
                      <>
                        <Link to={fabricPath(code)} className="font-medium text-stone-950 hover:text-accent-700">
                          {fabric.name}
                        </Link>
                        <p className="text-stone-600">
                          {code} · {fabric.colour}
                        </p>
                      </>
                    ) : (
                      <p className="font-medium text-red-800">{`Tkanina ${code} jest niedostępna`}</p>
                    )}
                  </div>
                  <button
                    type="submit"
                    name="remove"
                    value={code}
                    formAction={submittedTo(chosen.filter((other) => other !== code))}
                    className={buttonClasses("ghost")}
                    aria-label={`Usuń ${fabric?.name ?? code}`}
                  >
                    Usuń
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-3 rounded-xl border border-dashed border-stone-300 bg-stone-50 p-4 text-sm text-stone-700">Nie wybrano jeszcze żadnej tkaniny.</p>
        )}
        {fabricsError ? (
          <p id={`${id}-fabrics-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
            <AlertCircleIcon className="mt-px size-4 shrink-0" />
            {fabricsError}
          </p>
        ) : null}

        {chosen.length < MAX_SAMPLE_FABRICS ? (
          <div className="mt-4 flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-add`} className="block text-sm font-medium text-stone-900">
                Dodaj tkaninę
              </label>
              <select
                id={`${id}-add`}
                name={ADD_FABRIC_FIELD}
                defaultValue=""
                onChange={(event) => setAdding(event.currentTarget.value)}
                aria-invalid={addError ? true : undefined}
                aria-describedby={addError ? `${id}-add-error` : undefined}
                className={`mt-1.5 ${selectClasses}`}
              >
                <option value="">Wybierz tkaninę…</option>
                {addable.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name} ({option.code}, {option.colour})
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              name="intent"
              value={SAMPLE_INTENTS.add}
              formAction={submittedTo(adding && !chosen.includes(adding) ? [...chosen, adding] : chosen)}
              className={buttonClasses("secondary")}
            >
              Dodaj próbkę
            </button>
            {addError ? (
              <p id={`${id}-add-error`} className="flex w-full items-start gap-1.5 text-sm font-medium text-red-700">
                <AlertCircleIcon className="mt-px size-4 shrink-0" />
                {addError}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="mt-3 text-sm text-stone-600">Wybrano {countOf(MAX_SAMPLE_FABRICS, FABRICS_ACCUSATIVE)}: to najwięcej w jednym zamówieniu próbek.</p>
        )}
      </fieldset>

      <fieldset>
        <legend className="text-base font-semibold text-stone-950">Adres wysyłki</legend>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <FormField label="Imię i nazwisko" autoComplete="name" required className="sm:col-span-2" {...field("name")} />
          <FormField label="Ulica i numer" autoComplete="street-address" required className="sm:col-span-2" {...field("street")} />
          <FormField label="Kod pocztowy" autoComplete="postal-code" inputMode="numeric" placeholder="00-000" required {...field("postalCode")} />
          <FormField label="Miejscowość" autoComplete="address-level2" required {...field("city")} />
          <EmailField label="E-mail" hint="Wyślemy na niego potwierdzenie zamówienia próbek." className="sm:col-span-2" {...field("email")} />
        </div>
      </fieldset>
      <Honeypot />

      <CheckboxField name="consent" error={errorOf("consent")} defaultChecked={values.consent === "on"}>
        Akceptuję <PolicyLink to="/polityka-prywatnosci">politykę prywatności</PolicyLink>. Twoje dane wykorzystamy tylko do wysłania próbek.
      </CheckboxField>

      <p className="flex gap-2 rounded-xl bg-stone-50 p-3 text-sm leading-6 text-stone-700">
        <InfoCircleIcon className="mt-0.5 size-5 shrink-0 text-accent-700" />
        <span>Bez opłat: próbki i ich wysyłka są bezpłatne, nie podajesz żadnych danych do płatności.</span>
      </p>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-stone-500">
          Pola oznaczone <span className="text-accent-700">*</span> są wymagane.
        </p>
        <SubmitButton pending={sending} name="intent" value={SAMPLE_INTENTS.send} formAction={submittedTo(NOTHING_CHOSEN)}>
          Zamów bezpłatne próbki
        </SubmitButton>
      </div>
    </Form>
  );
}
