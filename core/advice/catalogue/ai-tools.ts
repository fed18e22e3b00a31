/**
 * The AI tool that fits each field's most exposed tasks (ADR 029), with what to use it for and who
 * keeps the judgement. An occupation gets the entry whose key (a code or SOC prefix in `for`) is the
 * longest that matches it; occupations no key matches get no AI tool, on purpose: for drivers,
 * cooks, building trades, cleaners and movers no real tool fits the little of their work that is
 * exposed. Each key appears in one entry only.
 */
import { BUSINESS_AI_TOOLS } from "./ai-tools-business";
import { PROFESSIONAL_AI_TOOLS } from "./ai-tools-professional";
import type { AiToolAdvice } from "./catalogue-types";

export const AI_TOOLS: readonly AiToolAdvice[] = [...BUSINESS_AI_TOOLS, ...PROFESSIONAL_AI_TOOLS];
