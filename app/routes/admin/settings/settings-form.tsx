import { FormField } from "~/components/ui/form-field";
import { isMoneySetting, SETTING_SECTIONS } from "~/lib/settings-form";
import type { SettingName } from "~/lib/shop-settings";
import { settingsFormSchema } from "~/lib/schemas/shop-settings";
import { isDeduction } from "~/lib/production-deductions";
import { ProductForm, type FieldProps, type ProductRefusal } from "~/components/admin/product-form";

// /admin-settings: every setting in its section, amounts in złote, checked in the browser with the action's schema.

const COUNT_SETTINGS: ReadonlySet<SettingName> = new Set(["smallParcelMaxPieces", "fulfilmentMinDays", "fulfilmentMaxDays", "fulfilmentUsualMinDays", "fulfilmentUsualMaxDays"]);
const EMAIL_SETTINGS: ReadonlySet<SettingName> = new Set(["email", "adminEmail", "manufacturerEmail"]);
const LINK_SETTINGS: ReadonlySet<SettingName> = new Set(["facebookUrl", "instagramUrl", "powderCoatingUrl"]);

function inputKind(name: SettingName): { type?: string; inputMode?: "decimal" | "numeric" | "email" | "url" | "tel"; autoComplete: string } {
  if (isMoneySetting(name)) return { inputMode: "decimal", autoComplete: "off" };
  if (COUNT_SETTINGS.has(name) || isDeduction(name)) return { inputMode: "numeric", autoComplete: "off" };
  if (EMAIL_SETTINGS.has(name)) return { type: "email", autoComplete: "off" };
  if (LINK_SETTINGS.has(name)) return { type: "url", autoComplete: "off" };
  if (name === "phone" || name === "paymentPhone") return { type: "tel", autoComplete: "off" };
  return { autoComplete: "off" };
}

export function SettingsForm({ initial, version, refusal }: { initial: Record<string, string>; version: number; refusal: ProductRefusal | undefined }) {
  return (
    <ProductForm schema={settingsFormSchema} refusal={refusal} initial={initial} submitLabel="Zapisz ustawienia">
      {(field) => (
        <>
          <input type="hidden" name="version" value={version} />
          {SETTING_SECTIONS.map((section) => (
            <fieldset key={section.title} className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
              <legend className="mb-1 text-lg font-semibold text-stone-950">{section.title}</legend>
              {section.lead ? <p className="text-sm text-stone-600 sm:col-span-2">{section.lead}</p> : null}
              {section.fields.map(({ name, label, hint, optional }) => (
                <SettingField key={name} label={label} hint={hint} required={!optional} {...inputKind(name)} {...field(name)} />
              ))}
            </fieldset>
          ))}
        </>
      )}
    </ProductForm>
  );
}

function SettingField(
  props: { label: string; hint?: string; required: boolean; type?: string; inputMode?: "decimal" | "numeric" | "email" | "url" | "tel"; autoComplete: string } & FieldProps,
) {
  return <FormField {...props} />;
}
