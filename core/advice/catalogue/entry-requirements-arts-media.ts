import type { CodeOrPrefix, EntryRequirement } from "./catalogue-types";
import { OOH, buildBachelorStep, buildExperienceStep } from "./entry-requirement-steps";

/**
 * What it takes to enter the arts, design, media and communication occupations (SOC 27). Most hire
 * on a portfolio and years of work; a few need a specific degree (interior and industrial design) or
 * a credential (court reporting, court and medical interpreting).
 */

const ARTS_WHY = `${OOH}.`;

/** Designers, photographers and writers whose work leads to art direction. */
const VISUAL_AND_EDITORIAL: readonly CodeOrPrefix[] = [
  "27-1014",
  "27-1021",
  "27-1024",
  "27-3041",
  "27-3043",
  "27-4021",
  "15-1255",
];

const arts: readonly EntryRequirement[] = [
  {
    code: "27-1011.00",
    steps: [
      buildBachelorStep("art or design"),
      buildExperienceStep({
        name: "years as a graphic designer, photographer, illustrator, writer or editor",
        years: 5,
        length: "5+ years",
        heldBy: VISUAL_AND_EDITORIAL,
      }),
    ],
    why: `${ARTS_WHY} BLS Table 1.2 experience figure; agencies promote senior designers and copywriters.`,
    example: { from: "43-9031.00", mentions: ["bachelor's degree", "graphic designer"] },
  },
  {
    code: "27-1014.00",
    steps: [
      buildBachelorStep("animation, computer graphics or fine art"),
      {
        kind: "training",
        name: "a demo reel or portfolio of animation or effects work",
        length: "several months",
        heldBy: ["27-1014"],
      },
    ],
    why: `${ARTS_WHY} Studios hire on the reel.`,
    example: { from: "27-1024.00", mentions: ["demo reel"], omits: ["bachelor's degree"] },
  },
  {
    code: "27-1021.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in industrial design",
        length: "4 years",
        level: "bachelor",
        heldBy: ["27-1021"],
      },
      { kind: "training", name: "a portfolio of product design work", length: "several months", heldBy: ["27-1021"] },
    ],
    why: `${ARTS_WHY} NASAD-accredited programmes.`,
    example: { from: "17-3013.00", mentions: ["industrial design"] },
  },
  {
    code: "27-1022.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in fashion design",
        length: "4 years",
        level: "bachelor",
        heldBy: ["27-1022"],
      },
    ],
    why: ARTS_WHY,
    example: { from: "51-6052.00", mentions: ["fashion design"] },
  },
  {
    code: "27-1024.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in graphic design or a related field (a strong portfolio stands in at many studios)",
        length: "4 years",
        level: "bachelor",
        heldBy: ["27-1011", "27-1014", "27-1024", "15-1255"],
      },
      {
        kind: "training",
        name: "a portfolio of design work",
        length: "several months",
        heldBy: ["27-1011", "27-1014", "27-1024", "15-1255"],
      },
    ],
    why: ARTS_WHY,
    example: { from: "27-3043.00", mentions: ["graphic design", "portfolio"] },
  },
  {
    code: "27-1025.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in interior design (often CIDA-accredited)",
        length: "4 years",
        level: "bachelor",
      },
      {
        kind: "licence",
        name: "the NCIDQ exam (after about two years of qualifying work), for registration in the states that regulate interior designers",
        length: null,
      },
    ],
    why: `${ARTS_WHY} CIDA and CIDQ. A graphic design degree does not qualify for the NCIDQ.`,
    example: { from: "27-1024.00", mentions: ["interior design", "NCIDQ"] },
  },
  {
    code: "27-2012",
    steps: [
      buildBachelorStep("film, broadcasting or communications"),
      buildExperienceStep({
        name: "years in film, television, theatre or media production",
        years: 3,
        length: "2–5 years",
        heldBy: ["27-2", "27-4", "27-3011"],
      }),
    ],
    why: `${ARTS_WHY} BLS Table 1.2 experience figure.`,
    example: { from: "27-3043.00", to: "27-2012.00", mentions: ["media production"], omits: ["bachelor's degree"] },
  },
  {
    code: "27-2022.00",
    steps: [
      buildBachelorStep("physical education or exercise science"),
      {
        kind: "certification",
        name: "for school teams, the state's coaching certification (often first aid, CPR and a coaching course)",
        length: "a few weeks",
      },
    ],
    why: `${OOH}; state high school athletic associations.`,
    example: { from: "39-9031.00", mentions: ["coaching certification", "bachelor's degree"] },
  },
  {
    code: "27-3023.00",
    steps: [buildBachelorStep("journalism or communications")],
    why: ARTS_WHY,
    example: { from: "43-6014.00", mentions: ["bachelor's degree, often in journalism"] },
  },
  {
    code: "27-3031.00",
    steps: [buildBachelorStep("public relations, communications, journalism or marketing")],
    why: ARTS_WHY,
    example: { from: "43-6014.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "27-3041.00",
    steps: [
      buildBachelorStep("English, journalism or communications"),
      buildExperienceStep({
        name: "years as a writer, reporter or editorial assistant",
        years: 2,
        length: "1–5 years",
        heldBy: ["27-3023", "27-3042", "27-3043", "43-9081"],
      }),
    ],
    why: `${ARTS_WHY} BLS Table 1.2 experience figure.`,
    example: { from: "27-3031.00", mentions: ["writer, reporter"], omits: ["bachelor's degree"] },
  },
  {
    code: "27-3042.00",
    steps: [
      buildBachelorStep("English, communications or a technical field"),
      buildExperienceStep({
        name: "experience in a technical field, or writing about one",
        years: 2,
        length: "1–3 years",
        heldBy: ["15-1", "15-2", "17-2", "17-3", "19-1", "19-2", "29-1", "29-2", "27-3"],
      }),
    ],
    why: `${ARTS_WHY} BLS Table 1.2 experience figure. The STC's CPTC certification is voluntary.`,
    example: { from: "43-6014.00", mentions: ["bachelor's degree", "technical field"] },
  },
  {
    code: "27-3043",
    steps: [
      buildBachelorStep("English, journalism or communications"),
      { kind: "training", name: "a portfolio of published or client work", length: "several months", heldBy: ["27-3"] },
    ],
    why: ARTS_WHY,
    example: { from: "43-6014.00", to: "27-3043.00", mentions: ["portfolio of published"] },
  },
  {
    code: "27-3091.00",
    steps: [
      {
        kind: "training",
        name: "native-level command of English and another language, and interpreter or translator training",
        length: "months to years",
      },
      {
        kind: "certification",
        name: "for court work, state or federal court interpreter certification; for healthcare, CCHI or NBCMI certification; for translation, ATA certification",
        length: null,
      },
    ],
    why: `${OOH}; the National Center for State Courts, CCHI, NBCMI and ATA. BLS lists a bachelor's degree, which many employers ask for.`,
    example: { from: "43-4051.00", mentions: ["interpreter or translator training", "court interpreter"] },
  },
  {
    code: "27-3092.00",
    steps: [
      {
        kind: "programme",
        name: "a court reporting or captioning programme (certificate or associate's)",
        length: "2–3 years",
      },
      {
        kind: "licence",
        name: "a state court reporter licence or certification in many states (often via the NCRA's RPR exam)",
        length: null,
      },
    ],
    why: `${OOH}; NCRA and state court reporter boards.`,
    example: { from: "43-9022.00", mentions: ["court reporting", "RPR"] },
  },
  {
    code: "27-4011.00",
    steps: [
      {
        kind: "programme",
        name: "a postsecondary certificate in audio-visual, broadcast or electronics technology",
        length: "under 1 year",
        heldBy: ["27-401", "49-2097"],
      },
    ],
    why: `${OOH}. AVIXA's CTS certification is voluntary.`,
    example: { from: "43-9071.00", mentions: ["audio-visual"] },
  },
];

/** Art directors, designers, producers, coaches, writers, editors, interpreters, court reporters and AV technicians. */
export const ARTS_MEDIA_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = arts;
