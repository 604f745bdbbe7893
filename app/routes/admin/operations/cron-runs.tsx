import { CardTable, cardTableRow, Cell } from "~/components/admin/card-table";
import { Badge } from "~/components/orders/status-badge";
import { CRON_RUN_STATE_LABELS, CRON_TASKS, describeRunDetail, type CronRunState } from "~/lib/operations";
import type { BadgeColour } from "~/lib/order-status";
import type { Operations } from "~/server/admin/operations.server";
import { Moment, OperationsSection } from "./section";

const STATE_COLOURS: Readonly<Record<CronRunState, BadgeColour>> = {
  never: "grey",
  running: "blue",
  ok: "green",
  failed: "red",
  overdue: "orange",
  died: "red",
};

export function CronRunsSection({ cronRuns, now }: { cronRuns: Operations["cronRuns"]; now: number }) {
  return (
    <OperationsSection
      id="cron-runs"
      title="Zadania cykliczne"
      lead={<p>Ostatnie uruchomienie każdego zadania: kiedy się zaczęło i skończyło, co zrobiło albo dlaczego się nie udało.</p>}
    >
      <CardTable caption="Ostatnie uruchomienie każdego zadania cyklicznego" columns={["Zadanie", "Stan", "Początek", "Koniec", "Wynik"]}>
        {cronRuns.map(({ task, state, run }) => (
          <tr key={task} className={cardTableRow}>
            <Cell label="Zadanie" className="md:align-top">
              <span className="font-medium">{CRON_TASKS[task].label}</span>
              <span className="block text-xs text-stone-600">{CRON_TASKS[task].schedule}</span>
            </Cell>
            <Cell label="Stan" className="md:align-top">
              <Badge label={CRON_RUN_STATE_LABELS[state]} colour={STATE_COLOURS[state]} />
            </Cell>
            <Cell label="Początek" className="md:align-top">
              {run ? <Moment at={run.startedAt} now={now} /> : "—"}
            </Cell>
            <Cell label="Koniec" className="md:align-top">
              {run?.finishedAt ? <Moment at={run.finishedAt} now={now} /> : "—"}
            </Cell>
            <Cell label="Wynik" className="md:align-top break-words">
              {describeRunDetail(run?.detail ?? null)}
            </Cell>
          </tr>
        ))}
      </CardTable>
    </OperationsSection>
  );
}
