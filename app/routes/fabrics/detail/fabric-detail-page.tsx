import { Link } from "~/components/ui/link";
import { parsePleatConfiguration, serializePleatConfiguration } from "~/lib/pleat-configuration-url";
import { type FabricDetailData, FabricOverview } from "./fabric-overview";
import { filledPleatFields, type PleatAccessoryOption, PleatConfigurator, type PleatProfileOption } from "./pleat-configurator";
import { useSelectedProfile } from "~/components/pleats/selected-profile";
import { useConfiguratorForm } from "~/components/configurator/use-configurator-form";

export interface FabricDetailPageProps {
  fabric: FabricDetailData;
  profiles: readonly PleatProfileOption[];
  accessories: readonly PleatAccessoryOption[];
}

/**
 * The fabric page: its facts and the pleat configurator, which share the configuration (kept in the
 * URL) and the selected profile. Render it keyed by the fabric code, so another fabric starts afresh.
 */
export function FabricDetailPage({ fabric, profiles, accessories }: FabricDetailPageProps) {
  const configurator = useConfiguratorForm(parsePleatConfiguration, serializePleatConfiguration, filledPleatFields);
  const profile = useSelectedProfile(profiles, configurator.form.profileCode);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <nav aria-label="Ścieżka nawigacji" className="mb-6 text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/plisy" className="hover:text-stone-950">
              Plisy
            </Link>
          </li>
          <li aria-hidden="true" className="text-stone-400">
            /
          </li>
          <li>
            <Link to="/tkaniny-plisy" className="hover:text-stone-950">
              Tkaniny
            </Link>
          </li>
          <li aria-hidden="true" className="text-stone-400">
            /
          </li>
          <li aria-current="page" className="font-medium text-stone-950">
            {fabric.name}
          </li>
        </ol>
      </nav>
      <FabricOverview fabric={fabric} profile={profile} />
      <PleatConfigurator fabric={fabric} profiles={profiles} accessories={accessories} configurator={configurator} profile={profile} />
    </div>
  );
}
