/**
 * Packed form of the occupation dataset, used on disk by both `data/occupations.json.gz` (whole, as
 * gzipped JSON) and `data/occupations.bin` (one packed row per occupation, see `binary-dataset.ts`).
 * The expanded `OccupationDataset` repeats element names, commodity titles and object keys tens of
 * thousands of times (≈20 MB of JSON, ≈400 ms to parse); the packed form stores rows as tuples with
 * lookup-table indexes (a third of the size). Unpacking builds each occupation with its code and
 * title only; the rest of its row is unpacked the first time one of its other fields is read.
 */
import type {
  DetailedWorkActivity,
  ElementName,
  ElementRating,
  ExposureLabel,
  JobZone,
  LabourMarket,
  Occupation,
  OccupationDataset,
  OccupationExposure,
  OccupationTask,
  RelatednessTier,
  WorkActivity,
} from "./dataset";
import {
  attachMatcherTables,
  computeMatcherTables,
  MATCHER_TABLES_VERSION,
  type MatcherTables,
} from "./matcher-tables";

const TIERS: RelatednessTier[] = ["Primary-Short", "Primary-Long", "Supplemental"];
const TASK_TYPES: OccupationTask["type"][] = [null, "core", "supplemental"];
const LABELS: (ExposureLabel | null)[] = [null, "E0", "E1", "E2"];

/** [elementIndex, importance, level|null] repeated, flattened. */
type PackedRatings = (number | null)[];
/** [name, commodityIndex, flags (1 = hot, 2 = in demand)]. */
type PackedTechnology = [string, number, number];
/**
 * [id, typeIndex, importance, relevance, frequency, humanLabelIndex|-1, gpt4LabelIndex|-1, anthropicPct,
 * dwaIndexes, terms]; label index -1 = no Eloundou row; terms are "token weight token weight …" because
 * 18k small objects with distinct key sets are the slowest thing for JSON.parse.
 */
type PackedTask = [
  number,
  number,
  number | null,
  number | null,
  number | null,
  number,
  number,
  number | null,
  number[],
  string,
];
export type PackedOccupation = [
  code: string,
  title: string,
  jobZone: number | null,
  alternateTitles: string[],
  shortTitles: string[],
  reportedTitles: string[],
  skills: PackedRatings,
  knowledge: PackedRatings,
  technology: PackedTechnology[],
  related: (string | number)[],
  exposure: OccupationExposure,
  labourMarket: LabourMarket | null,
  tasks: PackedTask[],
  /** Coding-index titles as [title, industries bit set]; absent in rows packed before the indexes were added. */
  indexTitles?: [string, number][],
  /** Entry requirements (`Preparation`); absent in rows packed before they were added. */
  preparation?: Occupation["preparation"],
];

export interface PackedOccupationDataset {
  format: "packed-occupations";
  schemaVersion: OccupationDataset["schemaVersion"];
  vintages: Record<string, string>;
  anthropicInteractionShares: Record<string, number>;
  coverage: OccupationDataset["coverage"];
  elements: [string, string, ElementName["category"]][];
  commodities: [number, string][];
  workActivities: [string, string, string, string, number[] | null][];
  detailedWorkActivities: [string, string, string][];
  /** [CIP code, title] of every program of study named by an occupation; absent in older files. */
  studyFields?: [string, string][];
  occupations: PackedOccupation[];
  /** The title matcher's precomputed text processing (`MatcherTables`); optional, recomputed when absent or outdated. */
  matcher?: PackedMatcherTables;
}

/**
 * `MatcherTables` on disk: vocabularies as space-joined words (stems have no spaces), number arrays
 * as base64 of little-endian 8/16-bit integers (one JSON string parses far faster than 200,000 numbers).
 */
interface PackedMatcherTables {
  version: number;
  words: string;
  entryCounts: string;
  entrySources: string;
  entryLength: string;
  entryWords: string;
  entryHead: string;
  /** Absent in tables packed before the coding indexes were added (all zero then). */
  entryIndustries?: string;
  taskWords: string;
  taskCounts: string;
  taskTermIds: string;
  taskTermWeights: string;
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const BASE64_VALUES = new Uint8Array(128);
for (let i = 0; i < BASE64.length; i++) BASE64_VALUES[BASE64.charCodeAt(i)] = i;

function encodeBase64(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    text += BASE64[a >> 2];
    text += BASE64[((a & 3) << 4) | (b >> 4)];
    text += i + 1 < bytes.length ? BASE64[((b & 15) << 2) | (c >> 6)] : "=";
    text += i + 2 < bytes.length ? BASE64[c & 63] : "=";
  }
  return text;
}

function decodeBase64(text: string): Uint8Array {
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  const bytes = new Uint8Array((text.length / 4) * 3 - padding);
  let out = 0;
  for (let i = 0; i < text.length; i += 4) {
    const n =
      ((BASE64_VALUES[text.charCodeAt(i)] ?? 0) << 18) |
      ((BASE64_VALUES[text.charCodeAt(i + 1)] ?? 0) << 12) |
      ((BASE64_VALUES[text.charCodeAt(i + 2)] ?? 0) << 6) |
      (BASE64_VALUES[text.charCodeAt(i + 3)] ?? 0);
    if (out < bytes.length) bytes[out++] = n >> 16;
    if (out < bytes.length) bytes[out++] = (n >> 8) & 255;
    if (out < bytes.length) bytes[out++] = n & 255;
  }
  return bytes;
}

function encodeUint16(values: Uint16Array): string {
  const bytes = new Uint8Array(values.length * 2);
  values.forEach((value, i) => {
    bytes[2 * i] = value & 255;
    bytes[2 * i + 1] = value >> 8;
  });
  return encodeBase64(bytes);
}

function decodeUint16(text: string): Uint16Array {
  const bytes = decodeBase64(text);
  const values = new Uint16Array(bytes.length >> 1);
  for (let i = 0; i < values.length; i++) values[i] = (bytes[2 * i] ?? 0) | ((bytes[2 * i + 1] ?? 0) << 8);
  return values;
}

function packMatcherTables(tables: MatcherTables): PackedMatcherTables {
  return {
    version: tables.version,
    words: tables.words.join(" "),
    entryCounts: encodeUint16(tables.entryCounts),
    entrySources: encodeBase64(tables.entrySources),
    entryLength: encodeBase64(tables.entryLength),
    entryWords: encodeUint16(tables.entryWords),
    entryHead: encodeUint16(tables.entryHead),
    entryIndustries: encodeBase64(tables.entryIndustries),
    taskWords: tables.taskWords.join(" "),
    taskCounts: encodeUint16(tables.taskCounts),
    taskTermIds: encodeUint16(tables.taskTermIds),
    taskTermWeights: encodeUint16(tables.taskTermWeights),
  };
}

function unpackMatcherTables(packed: PackedMatcherTables): MatcherTables {
  const splitWords = (text: string): string[] => (text === "" ? [] : text.split(" "));
  return {
    version: packed.version,
    words: splitWords(packed.words),
    entryCounts: decodeUint16(packed.entryCounts),
    entrySources: decodeBase64(packed.entrySources),
    entryLength: decodeBase64(packed.entryLength),
    entryWords: decodeUint16(packed.entryWords),
    entryHead: decodeUint16(packed.entryHead),
    entryIndustries:
      packed.entryIndustries === undefined
        ? new Uint8Array(packed.entrySources.length === 0 ? 0 : decodeBase64(packed.entrySources).length)
        : decodeBase64(packed.entryIndustries),
    taskWords: splitWords(packed.taskWords),
    taskCounts: decodeUint16(packed.taskCounts),
    taskTermIds: decodeUint16(packed.taskTermIds),
    taskTermWeights: decodeUint16(packed.taskTermWeights),
  };
}

function indexBy<T>(items: T[], keyOf: (item: T) => string | number): Map<string | number, number> {
  return new Map(items.map((item, index) => [keyOf(item), index]));
}

function lookup(map: Map<string | number, number>, key: string | number): number {
  const index = map.get(key);
  if (index === undefined) throw new Error(`packOccupationDataset: unknown key ${String(key)}`);
  return index;
}

/** The packed dataset without its occupation rows and matcher tables: metadata and shared lookup tables. */
export type PackedDatasetHead = Omit<PackedOccupationDataset, "format" | "occupations" | "matcher">;

/** Packs the lookup tables and one row per occupation (everything but the matcher tables). */
export function packOccupationRows(dataset: OccupationDataset): {
  head: PackedDatasetHead;
  occupations: PackedOccupation[];
} {
  const elementIndex = indexBy(dataset.elements, (element) => element.id);
  const dwaIndex = indexBy(dataset.detailedWorkActivities, (dwa) => dwa.id);
  const commodityTitles = new Map<number, string>();
  for (const occupation of dataset.occupations) {
    for (const tech of occupation.technologySkills) commodityTitles.set(tech.commodityCode, tech.commodityTitle);
  }
  const commodities = [...commodityTitles.entries()].sort((a, b) => a[0] - b[0]);
  const commodityIndex = indexBy(commodities, (entry) => entry[0]);
  const packRatings = (ratings: ElementRating[]): PackedRatings =>
    ratings.flatMap((rating) => [lookup(elementIndex, rating.id), rating.importance, rating.level]);

  const head: PackedDatasetHead = {
    schemaVersion: dataset.schemaVersion,
    vintages: dataset.vintages,
    anthropicInteractionShares: dataset.anthropicInteractionShares,
    coverage: dataset.coverage,
    elements: dataset.elements.map((element) => [element.id, element.name, element.category]),
    commodities,
    workActivities: dataset.workActivities.map((iwa) => [
      iwa.id,
      iwa.title,
      iwa.gwaId,
      iwa.gwaName,
      iwa.microsoft
        ? [
            iwa.microsoft.shareUser,
            iwa.microsoft.shareAi,
            iwa.microsoft.completionUser,
            iwa.microsoft.completionAi,
            iwa.microsoft.scopeUser,
            iwa.microsoft.scopeAi,
          ]
        : null,
    ]),
    detailedWorkActivities: dataset.detailedWorkActivities.map((dwa) => [dwa.id, dwa.title, dwa.iwaId]),
    ...(dataset.studyFields
      ? { studyFields: dataset.studyFields.map((field): [string, string] => [field.code, field.title]) }
      : {}),
  };
  const occupations = dataset.occupations.map((occupation): PackedOccupation => [
    occupation.code,
    occupation.title,
    occupation.jobZone,
    occupation.alternateTitles,
    occupation.shortTitles,
    occupation.reportedTitles,
    packRatings(occupation.skills),
    packRatings(occupation.knowledge),
    occupation.technologySkills.map((tech) => [
      tech.name,
      lookup(commodityIndex, tech.commodityCode),
      (tech.hot ? 1 : 0) + (tech.inDemand ? 2 : 0),
    ]),
    occupation.related.flatMap((rel) => [rel.code, TIERS.indexOf(rel.tier), rel.index]),
    occupation.exposure,
    occupation.labourMarket,
    occupation.tasks.map((task): PackedTask => [
      task.id,
      TASK_TYPES.indexOf(task.type),
      task.importance,
      task.relevance,
      task.frequency,
      task.eloundou ? LABELS.indexOf(task.eloundou.human) : -1,
      task.eloundou ? LABELS.indexOf(task.eloundou.gpt4) : -1,
      task.anthropicPct,
      task.dwaIds.map((id) => lookup(dwaIndex, id)),
      Object.entries(task.terms)
        .map(([token, weight]) => `${token} ${weight}`)
        .join(" "),
    ]),
    occupation.indexTitles.map((entry): [string, number] => [entry.title, entry.industries]),
    occupation.preparation ?? null,
  ]);
  return { head, occupations };
}

export function packOccupationDataset(dataset: OccupationDataset): PackedOccupationDataset {
  const { head, occupations } = packOccupationRows(dataset);
  return {
    format: "packed-occupations",
    ...head,
    occupations,
    matcher: packMatcherTables(computeMatcherTables(dataset.occupations)),
  };
}

/**
 * A task's term weights as a null-prototype object. V8 keeps such objects as hash tables, so the
 * ~17,000 decoded tasks do not each grow a chain of hidden classes (one per key added: ~120,000
 * of them, a fifth of the heap the server keeps), and a term such as "constructor" reads as
 * absent rather than as an inherited function.
 */
function decodeTerms(encoded: string): Record<string, number> {
  const terms: Record<string, number> = Object.create(null) as Record<string, number>;
  if (encoded === "") return terms;
  const parts = encoded.split(" ");
  for (let i = 0; i + 1 < parts.length; i += 2) terms[parts[i] ?? ""] = Number(parts[i + 1]);
  return terms;
}

/** A task whose term weights are decoded on first access (most callers never read them). */
class UnpackedTask implements OccupationTask {
  readonly id: number;
  readonly type: OccupationTask["type"];
  readonly importance: number | null;
  readonly relevance: number | null;
  readonly frequency: number | null;
  readonly eloundou: OccupationTask["eloundou"];
  readonly anthropicPct: number | null;
  readonly dwaIds: string[];
  readonly iwaIds: string[];
  #encodedTerms: string;
  #terms: Record<string, number> | null = null;

  constructor(fields: Omit<OccupationTask, "terms"> & { encodedTerms: string }) {
    this.id = fields.id;
    this.type = fields.type;
    this.importance = fields.importance;
    this.relevance = fields.relevance;
    this.frequency = fields.frequency;
    this.eloundou = fields.eloundou;
    this.anthropicPct = fields.anthropicPct;
    this.dwaIds = fields.dwaIds;
    this.iwaIds = fields.iwaIds;
    this.#encodedTerms = fields.encodedTerms;
  }

  get terms(): Record<string, number> {
    this.#terms ??= decodeTerms(this.#encodedTerms);
    return this.#terms;
  }

  /** Keeps JSON.stringify output identical to the documented plain-object shape. */
  toJSON(): OccupationTask {
    return {
      id: this.id,
      type: this.type,
      importance: this.importance,
      relevance: this.relevance,
      frequency: this.frequency,
      eloundou: this.eloundou,
      anthropicPct: this.anthropicPct,
      dwaIds: this.dwaIds,
      iwaIds: this.iwaIds,
      terms: this.terms,
    };
  }
}

/** Occupation fields unpacked from the occupation's packed row on first access. */
const LAZY_FIELDS = [
  "jobZone",
  "alternateTitles",
  "shortTitles",
  "reportedTitles",
  "indexTitles",
  "skills",
  "knowledge",
  "technologySkills",
  "related",
  "exposure",
  "labourMarket",
  "tasks",
  "preparation",
] as const satisfies readonly (keyof Occupation)[];
type LazyFields = Pick<Occupation, (typeof LAZY_FIELDS)[number]>;

const LAZY_STATE = Symbol("packed occupation");
type LazyOccupation = Occupation & { [LAZY_STATE]: { unpack: (() => LazyFields) | null } };

/** Unpacks the occupation's row and turns its lazy fields into ordinary data properties. */
function materialize(occupation: LazyOccupation): void {
  const state = occupation[LAZY_STATE];
  if (state.unpack === null) return;
  const fields = state.unpack();
  state.unpack = null;
  for (const field of LAZY_FIELDS)
    Object.defineProperty(occupation, field, {
      value: fields[field],
      writable: true,
      enumerable: true,
      configurable: true,
    });
}

/**
 * One accessor pair per lazy field, shared by every occupation (so they all keep one hidden class):
 * own enumerable properties in the documented order, so spreading, JSON.stringify and Object.keys
 * see the plain-object shape. The first read or write of any of them unpacks the whole row.
 */
const LAZY_DESCRIPTORS: PropertyDescriptorMap = {};
for (const field of LAZY_FIELDS) {
  LAZY_DESCRIPTORS[field] = {
    enumerable: true,
    configurable: true,
    get(this: LazyOccupation): unknown {
      materialize(this);
      return this[field];
    },
    set(this: LazyOccupation, value: unknown): void {
      materialize(this);
      (this as Record<(typeof LAZY_FIELDS)[number], unknown>)[field] = value;
    },
  };
}

function lazyOccupation(code: string, title: string, unpack: () => LazyFields): Occupation {
  const occupation = { code, socCode: code.slice(0, 7), title };
  Object.defineProperties(occupation, LAZY_DESCRIPTORS);
  Object.defineProperty(occupation, LAZY_STATE, { value: { unpack } });
  return occupation as Occupation;
}

/**
 * Builds the dataset from its packed head and one packed row per occupation. Only an occupation's
 * code and title are read up front; its other fields are unpacked from its row on first access
 * (`rowOf` is called then, once per occupation), so loading pays only for what is used.
 */
export function assembleOccupationDataset({
  head,
  codes,
  titles,
  rowOf,
}: {
  head: PackedDatasetHead;
  codes: readonly string[];
  titles: readonly string[];
  rowOf: (position: number) => PackedOccupation;
}): OccupationDataset {
  const elements: ElementName[] = head.elements.map(([id, name, category]) => ({ id, name, category }));
  const detailedWorkActivities: DetailedWorkActivity[] = head.detailedWorkActivities.map(([id, title, iwaId]) => ({
    id,
    title,
    iwaId,
  }));
  const workActivities: WorkActivity[] = head.workActivities.map(([id, title, gwaId, gwaName, ms]) => ({
    id,
    title,
    gwaId,
    gwaName,
    microsoft: ms
      ? {
          shareUser: ms[0] ?? 0,
          shareAi: ms[1] ?? 0,
          completionUser: ms[2] ?? 0,
          completionAi: ms[3] ?? 0,
          scopeUser: ms[4] ?? 0,
          scopeAi: ms[5] ?? 0,
        }
      : null,
  }));
  const unpackRatings = (flat: PackedRatings): ElementRating[] => {
    const ratings: ElementRating[] = [];
    for (let i = 0; i < flat.length; i += 3) {
      const element = elements[flat[i] ?? -1];
      ratings.push({
        id: element?.id ?? "",
        name: element?.name ?? "",
        importance: flat[i + 1] ?? 0,
        level: flat[i + 2] ?? null,
      });
    }
    return ratings;
  };

  const unpackFields = ([
    ,
    ,
    jobZone,
    alternateTitles,
    shortTitles,
    reportedTitles,
    skills,
    knowledge,
    technology,
    related,
    exposure,
    labourMarket,
    tasks,
    indexTitles = [],
    preparation = null,
  ]: PackedOccupation): LazyFields => {
    const relatedOccupations: Occupation["related"] = [];
    for (let i = 0; i < related.length; i += 3) {
      relatedOccupations.push({
        code: String(related[i]),
        tier: TIERS[Number(related[i + 1])] ?? "Supplemental",
        index: Number(related[i + 2]),
      });
    }
    return {
      jobZone: jobZone as JobZone | null,
      alternateTitles,
      shortTitles,
      reportedTitles,
      indexTitles: indexTitles.map(([title, industries]) => ({ title, industries })),
      skills: unpackRatings(skills),
      knowledge: unpackRatings(knowledge),
      technologySkills: technology.map(([name, commodity, flags]) => {
        const entry = head.commodities[commodity];
        return {
          name,
          commodityCode: entry?.[0] ?? 0,
          commodityTitle: entry?.[1] ?? "",
          hot: (flags & 1) !== 0,
          inDemand: (flags & 2) !== 0,
        };
      }),
      related: relatedOccupations,
      exposure,
      labourMarket,
      preparation,
      tasks: tasks.map(
        ([
          id,
          type,
          importance,
          relevance,
          frequency,
          human,
          gpt4,
          anthropicPct,
          dwaIndexes,
          terms,
        ]): OccupationTask => {
          const dwaIds = dwaIndexes.map((index) => detailedWorkActivities[index]?.id ?? "");
          const iwaIds = [...new Set(dwaIndexes.map((index) => detailedWorkActivities[index]?.iwaId ?? ""))].sort();
          return new UnpackedTask({
            id,
            type: TASK_TYPES[type] ?? null,
            importance,
            relevance,
            frequency,
            eloundou: human < 0 ? null : { human: LABELS[human] ?? null, gpt4: LABELS[gpt4] ?? null },
            anthropicPct,
            dwaIds,
            iwaIds,
            encodedTerms: terms,
          });
        },
      ),
    };
  };

  const occupations: Occupation[] = codes.map((code, position) =>
    lazyOccupation(code, titles[position] ?? "", () => unpackFields(rowOf(position))),
  );
  return {
    schemaVersion: head.schemaVersion,
    vintages: head.vintages,
    occupations,
    workActivities,
    detailedWorkActivities,
    elements,
    anthropicInteractionShares: head.anthropicInteractionShares,
    ...(head.studyFields ? { studyFields: head.studyFields.map(([code, title]) => ({ code, title })) } : {}),
    coverage: head.coverage,
  };
}

export function unpackOccupationDataset(packed: PackedOccupationDataset): OccupationDataset {
  if (packed.format !== "packed-occupations")
    throw new Error("unpackOccupationDataset: not a packed occupation dataset");
  const rows = packed.occupations;
  const dataset = assembleOccupationDataset({
    head: packed,
    codes: rows.map((row) => row[0]),
    titles: rows.map((row) => row[1]),
    rowOf: (position) => rows[position] as PackedOccupation,
  });
  if (packed.matcher?.version === MATCHER_TABLES_VERSION)
    attachMatcherTables(dataset.occupations, unpackMatcherTables(packed.matcher));
  return dataset;
}
