import { splitWords, stemWord } from "../../occupations/stem-word";

/**
 * What the visitor already says they know (their skills and certifications), so advice never
 * suggests it again. Matching is on whole words: "Wireframing" does not hold "framing", and
 * "Teeth cleaning" holds "cleaning" only as a word of its own.
 */
export interface PersonSkills {
  /** Each skill as its lower-case words. */
  words: readonly (readonly string[])[];
  /** Each skill as its stemmed words, for matching O*NET element names ("negotiating" ~ "negotiation"). */
  stems: readonly (readonly string[])[];
  usesAi: boolean;
}

const STOP_WORDS = new Set(["and", "the", "of", "for", "in", "a", "an", "to", "with"]);

export function readPersonSkills(skills: readonly string[]): PersonSkills {
  const words = skills.map((skill) => splitWords(skill.toLowerCase()).filter((word) => word.length > 0));
  return {
    words,
    stems: words.map((list) => list.filter((word) => word.length > 2 && !STOP_WORDS.has(word)).map(stemWord)),
    usesAi: skills.some((skill) => /\b(ai|llm|llms|prompt|prompting|chatgpt|copilot|gpt|claude|gemini)\b/i.test(skill)),
  };
}

/**
 * The words of the catalogue phrases asked about (a few hundred keywords, asked for on every
 * assessment). Bounded: should phrases ever come from visitors, the map is emptied past 4,096.
 */
const phraseWords = new Map<string, readonly string[]>();
const MAX_PHRASES_KEPT = 4_096;

function readPhraseWords(phrase: string): readonly string[] {
  let words = phraseWords.get(phrase);
  if (!words) {
    if (phraseWords.size >= MAX_PHRASES_KEPT) phraseWords.clear();
    words = splitWords(phrase.toLowerCase()).filter((word) => word.length > 0);
    phraseWords.set(phrase, words);
  }
  return words;
}

/** Whether one of the visitor's skills holds the phrase's words in a row ("payroll tax" in "US payroll tax"). */
export function holdsPhrase(input: { person: PersonSkills; phrase: string }): boolean {
  const wanted = readPhraseWords(input.phrase);
  if (wanted.length === 0 || input.person.words.length === 0) return false;
  return input.person.words.some((words) => {
    for (let start = 0; start + wanted.length <= words.length; start++)
      if (wanted.every((word, offset) => words[start + offset] === word)) return true;
    return false;
  });
}

/** Extra phrases people use for an O*NET element. */
const ELEMENT_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  "Management of Personnel Resources": ["leadership", "people management", "team management", "team lead", "coaching"],
  Negotiation: ["negotiating", "negotiations"],
  Persuasion: ["influencing", "sales", "selling"],
  Instructing: ["teaching", "training", "coaching", "mentoring"],
  Speaking: ["public speaking", "presentation", "presentations", "presenting"],
  Programming: ["python", "java", "javascript", "typescript", "sql", "coding", "c++", "c#"],
  "Economics and Accounting": ["accounting", "bookkeeping", "accounts payable", "month-end close"],
  "Administration and Management": ["project management", "operations management", "business management"],
  "Computers and Electronics": ["it", "computer", "computers"],
};

/** Whether the visitor's skills name an O*NET element (all its content words, or a synonym). */
export function holdsElement(input: { person: PersonSkills; elementName: string }): boolean {
  const { person, elementName } = input;
  const nameStems = splitWords(elementName.toLowerCase())
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word))
    .map(stemWord);
  const byName = person.stems.some((stems) => nameStems.length > 0 && nameStems.every((stem) => stems.includes(stem)));
  return byName || (ELEMENT_SYNONYMS[elementName] ?? []).some((phrase) => holdsPhrase({ person, phrase }));
}
