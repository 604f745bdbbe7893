import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/samples";
import { pageMeta } from "~/lib/page-meta";
import { SampleRequestPage } from "./samples/sample-request-form";
import { deferred } from "~/components/ui/deferred";
import { SAMPLE_FABRIC_PARAM } from "~/lib/catalogue-paths";
import { chosenSampleCodes, SAMPLE_INTENTS } from "~/lib/fabric-samples";
import { enquiryFormHeaders, enquiryFormLoader } from "~/server/enquiries/form.server";
import { sampleFabricOptions } from "~/server/samples/requests.server";
import { getCatalogue } from "~/server/platform/request-context.server";
import { submitSampleRequestForm } from "~/server/samples/form.server";

// /probki-tkanin?tkanina=PL-101: free fabric samples, up to five, posted by letter. Personal (a signed-in
// customer's e-mail is filled in, the answer repeats what was typed), so never cached: no public headers.

/** A link names a handful of fabrics; a crafted one with hundreds is cut short. */
const CODES_IN_A_LINK = 20;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Bezpłatne próbki tkanin",
      description: "Zamów bezpłatnie do 5 próbek tkanin do plis i zobacz kolor i fakturę w swoim oknie. Wysyłamy je listem, bez opłat.",
    },
    matches,
  );
}

export async function loader(args: Route.LoaderArgs) {
  const chosen = chosenSampleCodes(new URL(args.request.url).searchParams.getAll(SAMPLE_FABRIC_PARAM)).slice(0, CODES_IN_A_LINK);
  const [options, { email }] = await Promise.all([getCatalogue(args.context).then(sampleFabricOptions), enquiryFormLoader(args)]);
  return { options, chosen, email };
}

export const action = submitSampleRequestForm;

export const headers = enquiryFormHeaders;

/** Adding or taking off a fabric changes nothing the loader reads. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (formData?.has("remove") || intent === SAMPLE_INTENTS.add) return false;
  return defaultShouldRevalidate;
}

export default function FabricSamples({ loaderData, actionData }: Route.ComponentProps) {
  return <SampleRequestPage {...loaderData} result={actionData} />;
}

// Few visits see it: the browser loads it when it is shown (the server renders it in place).
const LoadFailedPage = deferred(() => import("~/components/layout/error-pages").then((module) => module.LoadFailedPage));

export function ErrorBoundary() {
  return (
    <LoadFailedPage
      title="Nie udało się pobrać listy tkanin"
      text="Nie możemy teraz pokazać formularza próbek. Spróbuj ponownie za chwilę."
      back={{ to: "/tkaniny-plisy", label: "Wróć do tkanin" }}
    />
  );
}
