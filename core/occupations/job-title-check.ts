/**
 * Whether a typed title is a job title at all (ADR 025). The matcher always finds the closest
 * occupation, so "asdf" or "John Smith" would get a score; a title that is keyboard noise, a
 * person's name, or shares no word with any occupation title gets a request for a job title.
 */

/** Runs of neighbouring keys people type as filler. */
const KEYBOARD_RUNS = ["qwertyuiop", "asdfghjkl", "zxcvbnm", "1234567890", "poiuytrewq", "lkjhgfdsa", "mnbvcxz"];

/** Common given names (English-speaking countries), our own short list: a title of one of these plus a surname is a name. */
const GIVEN_NAMES = new Set(
  (
    "james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony mark " +
    "donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason jeffrey ryan jacob gary " +
    "nicholas eric jonathan stephen larry justin scott brandon benjamin samuel gregory alexander frank patrick raymond " +
    "jack dennis jerry tyler aaron jose adam nathan henry douglas zachary peter kyle noah ethan jeremy walter christian " +
    "keith roger terry austin sean gerald carl harold dylan arthur lawrence jordan jesse bryan billy bruce gabriel joe " +
    "logan alan juan albert willie elijah wayne randy vincent mason roy ralph bobby russell bradley philip eugene " +
    "mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty sandra margaret ashley " +
    "kimberly emily donna michelle carol amanda melissa deborah stephanie dorothy rebecca sharon laura cynthia amy " +
    "kathleen angela shirley brenda emma anna pamela nicole samantha katherine christine helen debra rachel carolyn " +
    "janet maria catherine heather diane olivia julie joyce victoria ruth virginia lauren kelly christina joan evelyn " +
    "judith andrea hannah megan cheryl jacqueline martha madison teresa gloria sara janice ann kathryn abigail sophia " +
    "frances jean alice judy isabella julia grace amber denise danielle marilyn beverly charlotte natalie theresa diana " +
    "brittany doris kayla alexis lori marie mohammed muhammad ahmed ali fatima priya raj wei li chen yuki carlos luis " +
    "sofia lucas liam mia ava chloe ella lily zoe leah"
  ).split(" "),
);

export type TitleVerdict = "job" | "noise" | "name" | "unknown-words";

function isKeyboardNoise(word: string): boolean {
  if (word.length >= 3 && KEYBOARD_RUNS.some((run) => run.includes(word))) return true;
  if (/^(.)\1+$/.test(word) && word.length >= 3) return true;
  if (/^(..)\1+$/.test(word) && word.length >= 4) return true;
  // No vowel (or y) in a word of four letters or more: "xkcdq", "sdfg".
  return word.length >= 4 && !/[aeiouy]/.test(word);
}

/**
 * "job" unless the title is keyboard noise, a person's name ("John Smith"), or none of its words
 * is a word of any occupation title we know (`isTitleWord`, from the dataset's titles).
 */
export function judgeJobTitle({
  title,
  isTitleWord,
}: {
  title: string;
  isTitleWord: (word: string) => boolean;
}): TitleVerdict {
  const words = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return "noise";
  if (words.every((word) => isKeyboardNoise(word) || /^\d+$/.test(word))) return "noise";
  // "John Smith", "Sarah J Baker": a given name first, and two or three words in all.
  if (words.length >= 2 && words.length <= 3 && GIVEN_NAMES.has(words[0]!)) return "name";
  if (!words.some((word) => word.length >= 2 && !isKeyboardNoise(word) && isTitleWord(word))) return "unknown-words";
  return "job";
}
