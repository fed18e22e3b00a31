import type { SeedContent } from "../../seed";
import { demoPosts } from "../demo-posts";
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
import aiCareers from "./pages/ai-careers.json";
import contact from "./pages/contact.json";
import dataSources from "./pages/data-sources.json";
import faq from "./pages/faq.json";
import howItWorks from "./pages/how-it-works.json";
import privacy from "./pages/privacy.json";
import terms from "./pages/terms.json";

/**
 * The first-start copy of the site's content, by content type path (the registry,
 * core/content-types/content-types.ts): the demo posts, and one JSON file per guide and per site
 * page beside this module, flat as the CMS API takes them. The files are imported statically, so
 * the server bundle carries them. Edit the words in the admin once the site runs; these seed a new
 * database only, each checked against its type first.
 */
export const seedContent = {
  "blog-posts": demoPosts,
  guides: [usa, uk, canada, australia, germany, france, europe, india, japan, china],
  faq: [faq],
  "how-it-works": [howItWorks],
  "ai-careers": [aiCareers],
  privacy: [privacy],
  terms: [terms],
  contact: [contact],
  "data-sources": [dataSources],
} satisfies SeedContent;
