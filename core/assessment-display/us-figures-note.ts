import type { Country } from "../countries/countries";

/**
 * The note that says which figures on a result are American (ADR 034). A visitor who told us they
 * work elsewhere reads it addressed to them; everyone else (the US, a stranger with the link, an old
 * result) reads the general one, which names no country of theirs.
 */
export function describeUsFiguresNote({ country }: { country: Pick<Country, "code" | "inName"> | null }): {
  heading: string;
  text: string;
} {
  const figures =
    "Pay (BLS wage statistics, May 2025), job outlook (BLS projections 2024–34), licences and schooling are US figures.";
  if (!country || country.code === "us")
    return {
      heading: "Figures from the US.",
      text: `${figures} Amounts are in US dollars (US$). The score and the tasks behind it come from research on the work itself.`,
    };
  return {
    heading: `You work ${country.inName}.`,
    text: `${figures} We found no comparable figures by occupation for where you work, so we show none rather than guess: read pay changes as percentages, and check licences and schooling with your own country's rules.`,
  };
}
