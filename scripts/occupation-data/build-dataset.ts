import {
  OCCUPATION_DATASET_SCHEMA_VERSION,
  type DetailedWorkActivity,
  type ElementName,
  type ExposureLabel,
  type JobZone,
  type Occupation,
  type OccupationDataset,
  type OccupationExposure,
  type OccupationTask,
  type RelatedOccupation,
  type RelatednessTier,
  type TechnologySkill,
  type WorkActivity,
} from "../../core/occupations/dataset";
import { readCodingIndex } from "../../core/occupations/coding-index";
import { computeCoverage } from "./compute-coverage";
import { readTable, type Row } from "./parse-delimited";
import { readAnthropicTaskShares } from "./read-anthropic-task-shares";
import { readElementRatings } from "./read-element-ratings";
import { readIloBySoc2018 } from "./read-ilo";
import { buildLabourMarket, readNemCrosswalk, readOews, readProjections } from "./read-labour-market";
import { readFieldsOfStudy } from "./read-fields-of-study";
import { buildPreparation, readBlsEntryRequirements, readOnetPreparation } from "./read-preparation";
import { readCredentialShares } from "./read-requirements-survey";
import { averageViaSoc2010, readSoc2018To2010, readSocValues } from "./read-soc-values";
import { readTitleIndexRows } from "./read-title-indexes";
import { createSourcePaths, readOnet, type SourcePaths } from "./source-paths";
import { buildTaskTerms } from "./task-terms";
import { addToSetMap, compareStrings, groupBy, parseNumber, round, sortedUnique } from "./values";

function toExposureLabel(text: string | undefined): ExposureLabel | null {
  return text === "E0" || text === "E1" || text === "E2" ? text : null;
}

/**
 * Joins every raw source into the occupation dataset: O*NET occupations, tasks, skills and
 * activities, each exposure measure, BLS labour-market figures and entry requirements.
 */
export function buildOccupationDataset({ sourceDir }: { sourceDir: string }): OccupationDataset {
  const paths = createSourcePaths(sourceDir);
  const occupationRows = readOnet(paths, "Occupation Data");

  const jobZones = new Map<string, JobZone>();
  for (const row of readOnet(paths, "Job Zones")) {
    const zone = parseNumber(row["Job Zone"]);
    if (zone !== null && zone >= 1 && zone <= 5) jobZones.set(row["O*NET-SOC Code"] ?? "", zone as JobZone);
  }

  const alternateTitles = new Map<string, Set<string>>();
  const shortTitles = new Map<string, Set<string>>();
  for (const row of readOnet(paths, "Alternate Titles")) {
    const code = row["O*NET-SOC Code"] ?? "";
    if (row["Alternate Title"]) addToSetMap(alternateTitles, code, row["Alternate Title"]);
    if (row["Short Title"]) addToSetMap(shortTitles, code, row["Short Title"]);
  }
  const reportedTitles = new Map<string, Set<string>>();
  for (const row of readOnet(paths, "Sample of Reported Titles")) {
    if (row["Reported Job Title"]) addToSetMap(reportedTitles, row["O*NET-SOC Code"] ?? "", row["Reported Job Title"]);
  }

  const skills = readElementRatings(readOnet(paths, "Skills"));
  const knowledge = readElementRatings(readOnet(paths, "Knowledge"));
  const elements = new Map<string, ElementName>();
  for (const [category, ratings] of [
    ["skill", skills],
    ["knowledge", knowledge],
  ] as const) {
    for (const list of ratings.values())
      for (const rating of list) elements.set(rating.id, { id: rating.id, name: rating.name, category });
  }

  const technology = groupBy(readOnet(paths, "Technology Skills"), (row) => row["O*NET-SOC Code"] ?? "");
  const related = groupBy(readOnet(paths, "Related Occupations"), (row) => row["O*NET-SOC Code"] ?? "");

  const eloundou = new Map<string, Row>();
  for (const row of readTable({ path: paths.file("gpts_are_gpts/occ_level.csv"), delimiter: "," }))
    eloundou.set(row["O*NET-SOC Code"] ?? "", row);

  const microsoftScores = new Map<string, Row>();
  for (const row of readTable({
    path: paths.file("microsoft_working_with_ai/soc_ai_applicability_scores.csv"),
    delimiter: ",",
  }))
    microsoftScores.set(row["SOC Code"] ?? "", row);
  const microsoftMetrics = new Map<string, Row>();
  for (const row of readTable({ path: paths.file("microsoft_working_with_ai/soc_metrics.csv"), delimiter: "," }))
    microsoftMetrics.set(row["SOC Code"] ?? "", row);

  const soc2018To2010 = readSoc2018To2010(paths);
  const aioe = readSocValues({
    path: paths.file("aioe/AIOE_DataAppendix__Appendix_A.tsv"),
    codeColumn: "SOC Code",
    valueColumn: "AIOE",
    delimiter: "\t",
  });
  const lmAioe = readSocValues({
    path: paths.file("aioe/Language Modeling AIOE and AIIE__LM_AIOE.tsv"),
    codeColumn: "SOC Code",
    valueColumn: "Language Modeling AIOE",
    delimiter: "\t",
  });
  const igAioe = readSocValues({
    path: paths.file("aioe/Image Generation AIOE and AIIE__IG_AIOE.tsv"),
    codeColumn: "SOC Code",
    valueColumn: "Image Generation AIOE",
    delimiter: "\t",
  });
  const freyOsborne = readSocValues({
    path: paths.file("frey_osborne/frey_osborne_automation_risk_index_clean.csv"),
    codeColumn: "SOC code",
    valueColumn: "Probability",
    delimiter: ",",
  });
  const ilo = readIloBySoc2018({ paths, soc2018To2010 });

  const oews = readOews(paths);
  const projections = readProjections(paths);
  const nemCodes = readNemCrosswalk(paths);

  // ---- Tasks ----
  const taskRows = readOnet(paths, "Task Statements");
  const taskKey = (code: string, id: string | number): string => `${code}|${Number(id)}`;
  const taskTexts = new Map<string, string>();
  for (const row of taskRows)
    taskTexts.set(taskKey(row["O*NET-SOC Code"] ?? "", row["Task ID"] ?? ""), row["Task"] ?? "");
  const taskTerms = buildTaskTerms(taskTexts);

  const ratings = new Map<string, Row>();
  for (const row of readTable({ path: paths.file("onet_derived/task_ratings_summary_onet29_3.csv"), delimiter: "," }))
    ratings.set(taskKey(row["O*NET-SOC Code"] ?? "", row["Task ID"] ?? ""), row);

  const taskLabels = new Map<string, Row>();
  for (const row of readTable({ path: paths.file("gpts_are_gpts/full_labelset.tsv"), delimiter: "\t" }))
    taskLabels.set(taskKey(row["O*NET-SOC Code"] ?? "", row["Task ID"] ?? ""), row);

  const dwaReference = readOnet(paths, "DWA Reference");
  const dwaToIwa = new Map<string, string>();
  for (const row of dwaReference) dwaToIwa.set(row["DWA ID"] ?? "", row["IWA ID"] ?? "");
  const taskDwas = new Map<string, Set<string>>();
  for (const row of readOnet(paths, "Tasks to DWAs"))
    addToSetMap(taskDwas, taskKey(row["O*NET-SOC Code"] ?? "", row["Task ID"] ?? ""), row["DWA ID"] ?? "");

  const anthropicPct = readAnthropicTaskShares({ paths, taskRows, taskKey });

  const tasksByCode = groupBy(taskRows, (row) => row["O*NET-SOC Code"] ?? "");

  const occupations: Occupation[] = occupationRows
    .map((row): Occupation => {
      const code = row["O*NET-SOC Code"] ?? "";
      const socCode = code.slice(0, 7);
      const tasks: OccupationTask[] = (tasksByCode.get(code) ?? [])
        .map((taskRow): OccupationTask => {
          const key = taskKey(code, taskRow["Task ID"] ?? "");
          const rating = ratings.get(key);
          const label = taskLabels.get(key);
          const type = taskRow["Task Type"];
          const dwaIds = sortedUnique(taskDwas.get(key) ?? []);
          const importance = parseNumber(rating?.["importance"]);
          const relevance = parseNumber(rating?.["relevance"]);
          const frequency = parseNumber(rating?.["freq_mean"]);
          const pct = anthropicPct.get(key);
          return {
            id: Number(taskRow["Task ID"]),
            type: type === "Core" ? "core" : type === "Supplemental" ? "supplemental" : null,
            importance: importance === null ? null : round(importance, 2),
            relevance: relevance === null ? null : round(relevance, 1),
            frequency: frequency === null ? null : round(frequency, 3),
            eloundou: label
              ? { human: toExposureLabel(label["human_exposure_agg"]), gpt4: toExposureLabel(label["gpt4_exposure"]) }
              : null,
            anthropicPct: pct === undefined ? null : round(pct, 6),
            dwaIds,
            iwaIds: sortedUnique(dwaIds.flatMap((dwa) => (dwaToIwa.get(dwa) ? [dwaToIwa.get(dwa) ?? ""] : []))),
            terms: taskTerms.get(key) ?? {},
          };
        })
        .sort((a, b) => (b.importance ?? -1) - (a.importance ?? -1) || a.id - b.id);

      const technologySkills: TechnologySkill[] = (technology.get(code) ?? [])
        .map((tech) => ({
          name: tech["Example"] ?? "",
          commodityCode: Number(tech["Commodity Code"]),
          commodityTitle: tech["Commodity Title"] ?? "",
          hot: tech["Hot Technology"] === "Y",
          inDemand: tech["In Demand"] === "Y",
        }))
        .sort(
          (a, b) =>
            Number(b.inDemand) - Number(a.inDemand) ||
            Number(b.hot) - Number(a.hot) ||
            compareStrings(a.name, b.name) ||
            a.commodityCode - b.commodityCode,
        );

      const relatedOccupations: RelatedOccupation[] = (related.get(code) ?? [])
        .map((rel) => ({
          code: rel["Related O*NET-SOC Code"] ?? "",
          tier: (rel["Relatedness Tier"] ?? "Supplemental") as RelatednessTier,
          index: Number(rel["Index"]),
        }))
        .sort((a, b) => a.index - b.index || compareStrings(a.code, b.code));

      const eloundouRow = eloundou.get(code);
      const shares = (prefix: string) => ({
        alpha: round(Number(eloundouRow?.[`${prefix}_alpha`]), 4),
        beta: round(Number(eloundouRow?.[`${prefix}_beta`]), 4),
        gamma: round(Number(eloundouRow?.[`${prefix}_gamma`]), 4),
      });
      const msScore = microsoftScores.get(socCode);
      const msMetrics = microsoftMetrics.get(socCode);
      const metric = (name: string): number => round(Number(msMetrics?.[name] ?? 0), 4);
      const felten = {
        aioe: averageViaSoc2010({ soc2018: socCode, soc2018To2010, values: aioe }),
        lmAioe: averageViaSoc2010({ soc2018: socCode, soc2018To2010, values: lmAioe }),
        igAioe: averageViaSoc2010({ soc2018: socCode, soc2018To2010, values: igAioe }),
      };
      const fo = averageViaSoc2010({ soc2018: socCode, soc2018To2010, values: freyOsborne });
      const anthropicTasks = tasks.filter((task) => task.anthropicPct !== null && task.anthropicPct > 0);

      const exposure: OccupationExposure = {
        eloundou: eloundouRow ? { human: shares("human_rating"), gpt4: shares("dv_rating") } : null,
        microsoft:
          msScore && msMetrics
            ? {
                applicability: round(Number(msScore["ai_applicability_score"]), 4),
                applicabilityUser: metric("ai_applicability_score_user"),
                applicabilityAi: metric("ai_applicability_score_ai"),
                coverageUser: metric("coverage_user"),
                coverageAi: metric("coverage_ai"),
                completionUser: metric("completion_user"),
                completionAi: metric("completion_ai"),
              }
            : null,
        felten:
          felten.aioe || felten.lmAioe || felten.igAioe
            ? {
                aioe: felten.aioe ? round(felten.aioe.value, 4) : null,
                lmAioe: felten.lmAioe ? round(felten.lmAioe.value, 4) : null,
                igAioe: felten.igAioe ? round(felten.igAioe.value, 4) : null,
                soc2010Codes: sortedUnique([
                  ...(felten.aioe?.codes ?? []),
                  ...(felten.lmAioe?.codes ?? []),
                  ...(felten.igAioe?.codes ?? []),
                ]),
              }
            : null,
        anthropic:
          anthropicTasks.length > 0
            ? {
                conversationSharePct: round(
                  anthropicTasks.reduce((sum, task) => sum + (task.anthropicPct ?? 0), 0),
                  6,
                ),
                tasksWithUsage: anthropicTasks.length,
              }
            : null,
        ilo: ilo.get(socCode) ?? null,
        freyOsborne: fo ? { probability: round(fo.value, 4), soc2010Codes: fo.codes } : null,
      };

      return {
        code,
        socCode,
        title: row["Title"] ?? "",
        jobZone: jobZones.get(code) ?? null,
        alternateTitles: sortedUnique(alternateTitles.get(code) ?? []),
        shortTitles: sortedUnique(shortTitles.get(code) ?? []),
        reportedTitles: sortedUnique(reportedTitles.get(code) ?? []),
        indexTitles: [],
        skills: skills.get(code) ?? [],
        knowledge: knowledge.get(code) ?? [],
        technologySkills,
        related: relatedOccupations,
        exposure,
        labourMarket: buildLabourMarket({ code, socCode, oews, projections, nemCodes }),
        tasks,
      };
    })
    .sort((a, b) => compareStrings(a.code, b.code));

  // Every coding-index row is shipped (train and development titles alike): visitors benefit from
  // all of them; the evaluation builds its own index without the development titles.
  const { titlesByCode } = readCodingIndex(occupations, readTitleIndexRows(sourceDir));
  for (const occupation of occupations) occupation.indexTitles = titlesByCode.get(occupation.code) ?? [];
  const fieldsOfStudy = readFieldsOfStudy(paths);
  addPreparation({ paths, occupations, fieldsOfStudy: fieldsOfStudy.byOccupation });

  const iwaMetrics = new Map<string, Row>();
  for (const row of readTable({ path: paths.file("microsoft_working_with_ai/iwa_metrics.csv"), delimiter: "," }))
    iwaMetrics.set(row["IWA"] ?? "", row);
  const workActivities: WorkActivity[] = readOnet(paths, "IWA Reference")
    .map((row): WorkActivity => {
      const id = row["IWA ID"] ?? "";
      const metrics = iwaMetrics.get(id);
      const metric = (name: string): number => round(Number(metrics?.[name] ?? 0), 5);
      return {
        id,
        title: row["IWA Title"] ?? "",
        gwaId: row["Element ID"] ?? "",
        gwaName: row["Element Name"] ?? "",
        microsoft: metrics
          ? {
              shareUser: metric("share_user"),
              shareAi: metric("share_ai"),
              completionUser: metric("completion_user"),
              completionAi: metric("completion_ai"),
              scopeUser: metric("impact_scope_user"),
              scopeAi: metric("impact_scope_ai"),
            }
          : null,
      };
    })
    .sort((a, b) => compareStrings(a.id, b.id));

  const detailedWorkActivities: DetailedWorkActivity[] = dwaReference
    .map((row) => ({ id: row["DWA ID"] ?? "", title: row["DWA Title"] ?? "", iwaId: row["IWA ID"] ?? "" }))
    .sort((a, b) => compareStrings(a.id, b.id));

  const anthropicInteractionShares: Record<string, number> = {};
  const interactionRows = readTable({
    path: paths.file("anthropic_economic_index_2025_02_10/automation_vs_augmentation.csv"),
    delimiter: ",",
  });
  for (const row of interactionRows.sort((a, b) =>
    compareStrings(a["interaction_type"] ?? "", b["interaction_type"] ?? ""),
  )) {
    anthropicInteractionShares[row["interaction_type"] ?? ""] = round(Number(row["pct"]), 4);
  }

  return {
    schemaVersion: OCCUPATION_DATASET_SCHEMA_VERSION,
    vintages: {
      onet: "30.1 (December 2025)",
      onetTaskRatings: "29.3 (May 2025)",
      eloundou: "GPTs-are-GPTs repository, 2025-10 (O*NET 27 task set)",
      microsoft: "Working with AI, 2025",
      felten: "AIOE 2021; language-modelling and image-generation AIOE 2023",
      anthropic: "Anthropic Economic Index 2025-02-10",
      ilo: "ILO WP 140 (2025)",
      freyOsborne: "2013/2017",
      oews: "May 2025",
      projections: "2024-34",
      requirementsSurvey: "ORS 2020 (preliminary)",
      fieldsOfStudy: "CIP 2020 (O*NET crosswalk)",
    },
    occupations,
    workActivities,
    detailedWorkActivities,
    elements: [...elements.values()].sort((a, b) => compareStrings(a.id, b.id)),
    anthropicInteractionShares,
    studyFields: [...fieldsOfStudy.titles]
      .map(([code, title]) => ({ code, title }))
      .sort((a, b) => compareStrings(a.code, b.code)),
    coverage: computeCoverage(occupations),
  };
}

/** Entry requirements for the career moves, from the BLS code the labour-market figures use. */
function addPreparation({
  paths,
  occupations,
  fieldsOfStudy,
}: {
  paths: SourcePaths;
  occupations: Occupation[];
  fieldsOfStudy: ReadonlyMap<string, string[]>;
}): void {
  const credentials = readCredentialShares(paths);
  const onet = readOnetPreparation(readOnet(paths, "Education, Training, and Experience"));
  const bls = readBlsEntryRequirements(
    readTable({ path: paths.file("bls/ep_occupation_2024_34__Table_1_2.tsv"), delimiter: "\t", headerRow: 1 }),
  );
  for (const occupation of occupations)
    occupation.preparation = buildPreparation({
      code: occupation.code,
      blsCode: occupation.labourMarket?.blsCode ?? null,
      onet,
      bls,
      fieldsOfStudy,
      credentials,
    });
}
