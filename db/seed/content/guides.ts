import { countryGuideType } from "../../../core/content-types/country-guide-type";
import type { SeedEntries } from "../../seed";
import australia from "./guides/australia.json";
import canada from "./guides/canada.json";
import china from "./guides/china.json";
import europe from "./guides/europe.json";
import france from "./guides/france.json";
import germany from "./guides/germany.json";
import india from "./guides/india.json";
import japan from "./guides/japan.json";
import uk from "./guides/uk.json";
import usa from "./guides/usa.json";

/**
 * The first-start copy of the ten country guides, one JSON file per guide beside this module
 * (the fields of core/content-types/country-guide-type.ts, flat as the CMS API takes them).
 * Edit the words in the admin once the site runs; these files seed a new database only.
 */
export const guideSeed: SeedEntries = {
  type: "guide",
  contentType: countryGuideType,
  items: [usa, uk, canada, australia, germany, france, europe, india, japan, china],
};
