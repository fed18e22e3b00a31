import { translateForeignTitles } from "./foreign-titles";
import { rewriteSchoolGrades } from "./school-grade-titles";

/**
 * Titles people type today that the coding indexes and O*NET word differently, rewritten into
 * the words they use for the same work:
 * - platform and gig work: "Uber driver" is coded as a rideshare cab driver (Taxi Drivers),
 *   "DoorDash driver" as a delivery driver, "Etsy seller" as an online merchant, "YouTuber" as a
 *   blogger (Writers and Authors), and so is a content creator, "virtual assistant" as an
 *   administrative assistant, an Airbnb host as a lodging manager, a TaskRabbit tasker as a handyman;
 * - running one's own company: "Founder", "Co-founder", "Entrepreneur", "Business owner" run the
 *   business as its chief executive ("CEO & Founder" is a chief executive already). The Census
 *   index's "Founder" is a foundry worker, and stays one when a word such as "brass" comes first;
 * - a bare "Consultant", which the indexes only code with a field ("Consultant accounting"): on its
 *   own it is a management consultant (Management Analysts), not a retail sales consultant;
 * - chief officers of one function, who direct that function: a CMO or chief marketing officer
 *   (O*NET's "CMO" is a continuous mining machine operator), a CHRO or chief people officer, a
 *   chief revenue officer;
 * - a vice president of a function directs it ("VP of Engineering" → "director of engineering",
 *   Architectural and Engineering Managers; it went to Chief Executives or Education
 *   Administrators); "Vice President" alone stays a chief executive;
 * - marketing words other fields use otherwise: demand or lead generation (not power
 *   generation), a growth hacker (not a tree hacker), paid media (advertising);
 * - "self-employed" before a title says how, not what: dropped;
 * - software-team and platform titles: a product owner does a product manager's work; a data
 *   labeller or annotator keys data; a consultant or administrator of SAP, Salesforce, Oracle… is
 *   an ERP consultant (Computer Systems Analysts); FP&A (financial planning and analysis) is
 *   finance work (not a family physician's "FP");
 * - "Agile coach", a scrum master's work (not a sports coach), and "Tech lead", the lead of a
 *   software team (not an automotive technician);
 * - a site reliability engineer (SRE) keeps software services running, as a DevOps engineer does:
 *   O*NET lists the title under Software Developers and under Validation Engineers, whose many
 *   other "reliability engineer" titles (equipment reliability) outweighed the larger occupation;
 * - app and mobile-platform developers are mobile application developers; a prompt engineer
 *   designs what AI models are asked, an AI engineer's work (no index codes it yet);
 * - a chair of a board, chairwoman or chairperson chairs as a chairman does; a bare "Assistant
 *   Manager" is read as a store's assistant manager;
 * - the titles of software companies: the people or talent team is human resources, a member of
 *   technical staff a software engineer, a platform engineer a DevOps engineer, an SDET a test
 *   engineer, solutions consultants and engineers sell as sales engineers do.
 */
const TYPED_TITLE_REWRITES: readonly [RegExp, string][] = [
  [/\b(?:uber|lyft|ride[\s-]?share|ride[\s-]?hailing|via)\s+(?:driver|operator)\b/gi, "rideshare cab driver"],
  [
    /\b(?:door\s?dash|grub\s?hub|insta\s?cart|post\s?mates|uber\s?eats|amazon\s+flex|gopuff|shipt|seamless|deliveroo|favor)(?:\s+delivery)?\s+(?:driver|courier|dasher|shopper|runner)\b/gi,
    "delivery driver",
  ],
  [/\b(?:door\s?dasher|dasher)\b/gi, "delivery driver"],
  [
    /\b(?:etsy|ebay|amazon|shopify|poshmark|depop|mercari|online|e-?commerce|marketplace)\s+(?:fba\s+)?(?:seller|shop\s+owner|store\s+owner|vendor|reseller|merchant|business\s+owner)\b/gi,
    "online merchant",
  ],
  [
    /\b(?:you\s?tuber|youtube\s+creator|vlogger|tik\s?toker|podcaster|streamer|(?:digital\s+|ugc\s+)?content\s+creator)\b/gi,
    "blogger",
  ],
  [/\b(?:airbnb|vacation\s+rental|short[\s-]term\s+rental)\s+host\b/gi, "lodging manager"],
  [/\btask\s?rabbit(?:\s+tasker)?\b/gi, "handyman"],
  [/\bdrop\s?shipper\b/gi, "online merchant"],
  // A platform's name alone is the work done through it.
  [
    /^(\W*)(?:uber\s?eats|door\s?dash|grub\s?hub|insta\s?cart|post\s?mates|shipt|gopuff|amazon\s+flex)(?=\W*$)/gi,
    "$1delivery driver",
  ],
  [/^(\W*)(?:uber|lyft)(?=\W*$)/gi, "$1rideshare cab driver"],
  [/\bowner\s*[\s/-]\s*operator\b/gi, "tractor trailer truck driver"],
  [/\bvirtual\s+(?:administrative\s+|executive\s+|personal\s+)?assistant\b/gi, "administrative assistant"],
  [
    /^(\W*)(?:(?:co|start[\s-]?up|company|business|serial)[\s-]*)?(?:founder|ent(?:re|er)pre?n(?:eu|ue|u)r)\b/gi,
    "$1chief executive",
  ],
  [/\s*(?:&|\band\b|\/|,)\s*(?:co[\s-]*)?founder\b/gi, ""],
  [/\b(?:small\s+|sole\s+)?bu(?:s+i?|is)ness?\s+owner\b/gi, "chief executive"],
  // "Owner" alone, or before the business's name ("Owner, Bright Smiles Dental"), runs it (the
  // indexes only code an owner with the kind of business: childcare workers came first).
  [/^(\W*)(?:co[\s-]?)?owner(?=\s*(?:$|[-–—|,@(]|at\b))/gi, "$1chief executive"],
  [
    /^(\W*)(?:(?:independent|freelance|self[\s-]employed|senior|principal|lead|staff|associate)\s+)?consult[ae]nt\b(?=\s*(?:$|[-–—|,@(]|at\b))/gi,
    "$1management consultant",
  ],
  [/\bagile\s+coach\b/gi, "scrum master"],
  [/^(\W*)tech(?:nical)?\s+lead(?:er)?\b/gi, "$1lead software engineer"],
  [/\b(?:sre|site\s+reliability\s+engineer)\b(?!\s*(?:manager|director|head|lead))/gi, "devops engineer"],
  [/\b(?:cmo|chief\s+marketing\s+officer)\b/gi, "marketing director"],
  [/\b(?:chro|chief\s+(?:human\s+resources?|hr|people)\s+officer)\b/gi, "human resources director"],
  [/\bchief\s+(?:revenue|sales|commercial)\s+officer\b/gi, "sales director"],
  [
    /^(\W*)(?:senior\s+|executive\s+|assistant\s+)?(?:s|e|a)?(?:vp|vice\s+president)\s*(?:,|-|–|of\b|for\b)?\s*(?=\w)/gi,
    "$1director of ",
  ],
  [/\bproduct\s+owner\b/gi, "product manager"],
  [/\b(?:demand|lead)\s+gen(?:eration)?\b/gi, "marketing"],
  [/\bgrowth\s+hacker\b/gi, "marketing specialist"],
  [/\bpaid\s+media\b/gi, "advertising"],
  [/\bself[\s-]employed\s+(?=\w)/gi, ""],
  [/\bdata\s+(?:labell?er|annotator|tagger)\b/gi, "data entry keyer"],
  [/\bfp\s*&\s*a\b/gi, "financial"],
  [
    /\b(?:sap|salesforce|oracle|workday|netsuite|servicenow|dynamics)\s+(?:(?:functional|technical|[a-z]{2,4}(?:\/[a-z]{2,4})?)\s+)?(?:consultant|analyst|administrator|admin|specialist)\b/gi,
    "erp consultant",
  ], // Apps and the mobile platforms they run on: "App Developer" (not O*NET's "APP", an advanced
  // practice psychiatric nurse), "iOS Developer", "Android Engineer".
  [
    /\b(?:(?:mobile\s+)?(?:ios|android|iphone|flutter|react\s+native|xamarin)(?:\s*(?:and|&|\/)\s*(?:ios|android))?\s+(?:apps?\s+)?|(?:mobile\s+)?apps?\s+)(?:developer|engineer|programmer)\b/gi,
    "mobile application developer",
  ],
  [
    /\b(?:mobile\s+)?apps?\b(?=\s+(?:designer|tester|testing|qa|support|specialist|analyst|product|marketing|manager))/gi,
    "software",
  ],
  // A full-stack engineer writes software (O*NET lists the title once, under Engineers, All Other).
  [/\bfull[\s-]?stack\s+(?:software\s+)?(?:engineer|developer|dev)\b/gi, "full stack software engineer"],
  // RPA (robotic process automation) developers write software (were camera operators).
  [/\b(?:rpa|robotic\s+process\s+automation)\s+(?:developer|engineer|programmer)\b/gi, "software developer"],
  [/\b(?:ai\s+)?prompt\s+(?:engineer|designer|writer|specialist)\b/gi, "artificial intelligence engineer"],
  // Who chairs a board is coded as a chief executive, as the indexes code a "Board chairman" (a
  // chairwoman or chairperson was read through lookalike words: housekeeping cleaners, upholsterers).
  [/\bchair(?:man|woman|person)?\s+of\s+the\s+board\b|\bboard\s+chair(?:man|woman|person)?\b/gi, "chief executive"],
  [/\b(?:department|dept\.?|division|program|faculty)\s+chair(?:man|woman|person)?\b/gi, "department chair"],
  [/\bchair(?:woman|person)\b/gi, "chairman"],
  // A general or admiral of the armed forces, as the indexes code an "Admiral" (a chief executive);
  // "General" alone drew general counsel and general contractors.
  [
    /^(\W*)(?:(?:brigadier|major|lieutenant|four[\s-]star|three[\s-]star|two[\s-]star|one[\s-]star|army|air\s+force|marine\s+corps)\s+general|(?:rear|vice|fleet)\s+admiral)(?=\W*$)/gi,
    "$1admiral",
  ],
  // A bare "Assistant Manager" most often runs a store's shift ("Credit Analysts" came first).
  [/^(\W*)assistant\s+manager(?=\s*(?:$|[-–—|,@(]|at\b))/gi, "$1assistant store manager"],
  // Elected heads of a government, as SOC codes mayors and governors (the index's "Governor" alone
  // is an engine part's assembler).
  [
    /^(\W*)(?:city\s+|town\s+|state\s+|provincial\s+)?(?:mayor|governor)(?=\s*(?:$|[-–—|,@(]|of\b))/gi,
    "$1chief executive",
  ],
  // A lecturer with no subject teaches at a college or university (substitute teachers came first).
  [
    /^(\W*)(?:(?:senior|principal|university|college|guest|visiting|adjunct|associate|assistant)\s+)*lecturer(?=\s*(?:$|[-–—|,@(]|at\b))/gi,
    "$1postsecondary teacher",
  ],
  // Firmware is embedded software (O*NET lists the title under blockchain and systems engineers).
  [/\bfirmware\s+(?:engineer|developer|programmer)\b/gi, "embedded software engineer"],
  // A policy analyst with no other field analyses public policy (insurance policy clerks came first).
  [/(?<!\b(?:insurance|underwriting|claims?)\s+)\bpolicy\s+analyst\b/gi, "public policy analyst"],
  [/\bcleaning\s+(?:lady|woman|girl)\b/gi, "house cleaner"],
  [
    /\b(?:(?:food\s+|bike\s+|bicycle\s+|scooter\s+|motorbike\s+)?delivery\s+(?:rider|cyclist|partner|executive)|(?:deliveroo|uber\s?eats|glovo|just\s?eat|swiggy|zomato|foodpanda|wolt)\s+(?:delivery\s+)?(?:rider|partner|courier|driver))\b/gi,
    "courier",
  ],
  [/\bpeople\s+(?:operations|ops|and\s+culture|&\s+culture|partner)\b/gi, "human resources"],
  // Software-company titles: the people team, the technical staff, the teams around the product.
  [
    /\b(head|director|vp|vice\s+president|manager|lead)\s+(?:of\s+)?(?:people|talent)\b(?!\s+(?:operations|ops|partner))/gi,
    "$1 of human resources",
  ],
  [
    /\b(?:(?:director|head|vp|vice\s+president|manager|lead)\s*(?:,|of)?\s*talent\s+acquisition|talent\s+acquisition\s+(?:director|head|manager|lead))\b/gi,
    "human resources manager",
  ],
  [/\bmember\s+of\s+(?:the\s+)?technical\s+staff\b|^(\W*)mts\b/gi, "$1software engineer"],
  [/\bdesign\s+lead\b/gi, "lead designer"],
  [/\b(?:ml\s?ops|machine\s+learning\s+operations)\s+engineer\b/gi, "machine learning engineer"],
  [/\bplatform\s+engineer\b/gi, "devops engineer"],
  [/\bsdet\b|\bsoftware\s+development\s+engineer\s+in\s+test\b/gi, "software quality assurance engineer"],
  [/\bpartner(?:ship)?s?\s+manager\b/gi, "business development manager"],
  [/\bsolutions?\s+(?:consultant|engineer)\b/gi, "sales engineer"],
  [/\bstrategy\s+(?:consultant|analyst|associate)\b/gi, "management consultant"],
  [/\bgrowth\s+marketing\b/gi, "digital marketing"],
  [/\blocali[sz]ation\s+(?:specialist|expert|linguist)\b/gi, "translator"],
  // Slips no spelling fix reaches: a word that is a title word of its own ("costumer", "labor"),
  // or two edits away ("grafic").
  [/\bcostumer\s+(?=service|care|support|success)/gi, "customer "],
  [/\bgrafic\b/gi, "graphic"],
  [/^(\W*)(?:general\s+)?labou?r(?=\W*$)/gi, "$1laborer"],
  // A word alone that names the work: "Security" (not securities), "Collections" (debts, not refuse),
  // "Janitorial", "Loss Prevention" (a store's officer, not its manager); a hotel's room attendant
  // cleans rooms (not a locker room's).
  [/^(\W*)security(?=\W*$)/gi, "$1security guard"],
  [/^(\W*)collections?(?=\W*$)/gi, "$1bill collector"],
  [/^(\W*)collections?\s+(?:specialist|agent|representative|rep|officer|associate)\b/gi, "$1bill collector"],
  // Horse racing's jockey (O*NET also lists the word under truck drivers: a yard jockey).
  [/^(\W*)(?:horse\s+|race\s*horse\s+)?jockey(?=\W*$)/gi, "$1race horse jockey"],
  [/\bsommelier\b/gi, "wine steward"],
  // A combat medic or corpsman gives emergency care in the field (was ambulance drivers).
  [/\b(?:combat|army|military|field|navy)\s+medic\b|\b(?:hospital\s+)?corpsman\b/gi, "emergency medical technician"],
  [/^(\W*)janitorial(?:\s+(?:staff|worker|services))?(?=\W*$)/gi, "$1janitor"],
  [/^(\W*)(?:retail\s+)?loss\s+prevention(?:\s+(?:associate|agent|detective))?(?=\W*$)/gi, "$1loss prevention officer"],
  [/^(\W*)(?:hotel\s+)?room\s+attendant\b/gi, "$1housekeeping cleaner"],
  [/\bmarketing\s+(?:assistant|coordinator)\b/gi, "marketing specialist"],
  [
    /\bsocial\s+media\s+(?:coordinator|manager|associate|assistant|executive|strategist)\b/gi,
    "social media specialist",
  ],
  // A .NET developer writes software (".NET" read as nets drew production workers).
  [/(?:^|\s)(?:asp|vb)?\.net(?:\s+core)?\b|\bdot\s?net\b/gi, " software"],
  // A field alone: banking is a banker's work, not a blood bank's (laboratory technologists came first).
  [/^(\W*)banking(?=\W*$)/gi, "$1banker"],
  [/\bbcba\b|\bboard\s+certified\s+behavio(?:u)?r\s+analyst\b/gi, "behavior analyst"],
  // Hospital offices: billing, insurance checks and the ward's desk.
  [/\brevenue\s+cycle\s+(?:specialist|representative|analyst|associate)\b/gi, "billing specialist"],
  [
    /\b(?:insurance\s+verification|prior\s+auth(?:ori[sz]ation)?)\s+(?:specialist|representative|coordinator|clerk)\b/gi,
    "insurance claims clerk",
  ],
  [/\bhealth\s+unit\s+coordinator\b/gi, "unit secretary"],
  [/\b(?:lunch|dinner)\s+lady\b/gi, "cafeteria attendant"],
  // Media and games: "Editor-in-Chief" written with hyphens, visual effects, a game's level designer.
  [/\beditor[\s-]+in[\s-]+chief\b/gi, "editor in chief"],
  [/\bvfx\b/gi, "visual effects"],
  [/\b(?:game\s+)?level\s+designer\b/gi, "video game designer"],
  [/^(\W*)(?:timber\s+)?logger(?=\W*$)/gi, "$1lumberjack"],
  // Writing and rating answers a model learns from: data annotation (athletic trainers came first).
  [/\b(?:ai|llm|model)\s+(?:data\s+)?(?:trainer|tutor|rater|evaluator)\b/gi, "data entry keyer"],
  // Short names in software and finance teams: a pentester (inspectors and testers came first), a
  // quant (nothing matched), an HRBP, an engineer of language models or generative AI (civil
  // engineers came first), a developer advocate (urban planners, through "advocate").
  [/\bpen[\s-]?test(?:er|ing\s+(?:engineer|specialist|consultant))\b/gi, "penetration tester"],
  [/\bquant\b(?=\s+(?:analyst|researcher|developer|trader|strategist)\b|\W*$)/gi, "quantitative"],
  [/^(\W*)quantitative(?=\W*$)/gi, "$1quantitative analyst"],
  [/\bhrbp\b/gi, "human resources business partner"],
  [
    /\b(?:llm|large\s+language\s+models?|gen(?:erative)?\s*ai|nlp|natural\s+language\s+processing)\s+(?:engineer|developer|specialist)\b/gi,
    "artificial intelligence engineer",
  ],
  [/\b(?:developer\s+(?:advocate|evangelist|relations)|dev\s?rel)\b/gi, "software developer"],
  // O*NET lists a postdoctoral researcher's titles under Clinical Research Coordinators.
  [/\bpost[\s-]?doc(?:toral)?(?:\s+(?:fellow|researcher|scholar|associate))?\b/gi, "postdoctoral researcher"],
];

/**
 * Words visitors from the countries the site has pages for (the UK, Ireland, Australia, India…)
 * use for work the indexes name in American English: a lorry or HGV driver drives a tractor-trailer
 * truck, a kitchen porter washes dishes, a care worker or carer is a personal care aide, a head
 * teacher is a school principal, a managing director a chief executive, a telecaller a
 * telemarketer. Spellings such as "programme" and "tyre" too, where a spelling fix does not reach.
 * Then the ranks and trades of British hospitals and building sites (a consultant surgeon is a
 * surgeon, a ward sister a charge nurse, an anaesthetist a doctor), Australian trade nicknames
 * (sparky, chippy, removalist, storeman), and Indian office titles, where an "executive" is an
 * officer of the function it names (an HR executive is a human resources specialist, a customer
 * care executive a customer service representative), school grades (TGT, PGT, PRT), nursing
 * diplomas (GNM, ANM) and a bank's probationary officer (PO, not a probation officer).
 */
const COMMONWEALTH_REWRITES: readonly [RegExp, string][] = [
  [/\b(?:hgv|lgv)(?:\s*(?:class\s*)?[12])?\s+driver\b/gi, "tractor trailer truck driver"],
  [/\blorry\b/gi, "truck"],
  [/\b(?:bin\s*man|bin\s+collector|dust\s*man)\b/gi, "refuse collector"],
  [/\bkitchen\s+porter\b/gi, "dishwasher"],
  [/\bcommis\s+chef\b/gi, "line cook"],
  [/\b(?:pharmacy\s+dispenser|dispensing\s+assistant)\b/gi, "pharmacy technician"],
  [/\bhealth\s*care\s+assistant\b/gi, "nursing assistant"],
  [
    /^(\W*)(?:(?:domiciliary|home|residential|social|senior)\s+)?(?:care\s+(?:worker|assistant)|carer|support\s+worker)\b/gi,
    "$1personal care aide",
  ],
  [/\bnursery\s+nurse\b/gi, "childcare worker"],
  [/\b(?:head\s*teacher|head\s*master|head\s*mistress)\b/gi, "school principal"],
  [/\bmanaging\s+director\b/gi, "chief executive"],
  [/\bau\s+pair\b/gi, "nanny"],
  [/\btele\s?caller\b/gi, "telemarketer"],
  [/\bshop\s+assistant\b/gi, "retail sales associate"],
  [/\bprogramme\b/gi, "program"],
  [/\btyres?\b/gi, "tire"],
  // Britain and Ireland: hospital ranks and trades.
  [/\blocum\s+(?=\w)/gi, ""],
  [
    /\bconsultant\s+(?=(?:\w+\s+)?(?:surgeon|physician|an(?:a)?esthetist|psychiatrist|radiologist|pa?ediatrician|cardiologist|obstetrician|gyn(?:a)?ecologist|neurologist|oncologist|dermatologist|ophthalmologist|urologist|pathologist|ha?ematologist|geriatrician|or\w*paedic|gastroenterologist|rheumatologist|endocrinologist|nephrologist)\b)/gi,
    "",
  ],
  [/\banaesthetist\b/gi, "anesthesiologist"],
  [/\b(?:ward|nursing|senior)\s+sister\b/gi, "charge nurse"],
  [/^(\W*)matron\b/gi, "$1nurse manager"],
  [/\bletting(?:s)?\s+(?:agent|negotiator|manager)\b/gi, "leasing agent"],
  [/\b(?:publican|pub\s+(?:landlord|landlady|manager))\b/gi, "bar manager"],
  [/\bchild\s?minder\b/gi, "childcare worker"],
  [/\bsenco\b/gi, "special education teacher"],
  [/\bsite\s+engineer\b/gi, "civil engineer"],
  // A site manager runs a building site (O*NET lists the title under brownfield redevelopment).
  [/\bsite\s+manager\b/gi, "construction manager"],
  // An "operative" runs a machine or does the work named before it ("Warehouse Operative").
  [/\b(machine|process|plant|press|forklift|cnc|packing\s+machine)\s+operatives?\b/gi, "$1 operator"],
  [/\bcleaning\s+(?:operative|worker|staff|assistant)s?\b/gi, "janitor"],
  [/\boperatives?\b/gi, "worker"],
  [/^(\W*)(?:assistant|executive)\s+engineer(?=\s*(?:$|[-–—|,@(]))/gi, "$1engineer"],
  [/\bclaims?\s+handler\b/gi, "insurance claims adjuster"],
  [/\b(?:air\s+(?:hostess|steward(?:ess)?)|cabin\s+crew(?:\s+member)?)\b/gi, "flight attendant"],
  [/\b(?:airport|airline)?\s*ground\s+staff\b/gi, "airline customer service agent"],
  [/\btrain\s+driver\b/gi, "locomotive engineer"],
  [
    /\b(?:railway|railroad|rail)\s+signal(?:l?er|man)\b|^(\W*)signal(?:l?er|man)(?=\W*$)/gi,
    "$1railroad signal operator",
  ],
  [/^(\W*)(?:delivery\s+|multi[\s-]?drop\s+)?van\s+driver\b/gi, "$1delivery driver"],
  // Australia and New Zealand: trades by their short names.
  [/\bsparky\b/gi, "electrician"],
  [/\bchippy\b/gi, "carpenter"],
  [/\b(?:furniture\s+)?removalist\b/gi, "furniture mover"],
  [/\bfitter\s+(?:and|&)\s+turner\b/gi, "machinist"],
  [/\bstore(?:man|woman|person)\b/gi, "stock clerk"],
  // India: an "executive" is an officer of the function it names, not a chief executive.
  [/\b(?:hr|human\s+resources?)\s+executive\b/gi, "human resources specialist"],
  [/\baccounts\s+(?:executive|officer|assistant)\b/gi, "accountant"],
  [
    /\b(?:customer\s+(?:care|service|support)|bpo|call\s+cent(?:re|er)|tele\s?(?:sales|calling))\s+(?:executive|associate|officer)\b|\bcall\s+cent(?:re|er)\s+(?:representative|rep|agent|specialist)\b/gi,
    "customer service representative",
  ],
  [/\bback\s+office\s+(?:executive|assistant|associate)\b/gi, "office clerk"],
  [/\bfield\s+(?:sales\s+)?executive\b/gi, "field sales representative"],
  [/\b(?:peon|office\s+attendant)\b/gi, "office clerk"],
  [/\b(?:ward\s+(?:boy|attendant)|hospital\s+attendant)\b/gi, "orderly"],
  [/\bhousekeeping\s+(?:staff|attendant|boy|girl|executive)\b/gi, "housekeeping cleaner"],
  [/\btgt(?:\s+teacher)?\b/gi, "middle school teacher"],
  [/\bpgt(?:\s+teacher)?\b/gi, "secondary school teacher"],
  [/\bprt(?:\s+teacher)?\b/gi, "elementary school teacher"],
  [/\bgnm(?:\s+nurse)?\b/gi, "registered nurse"],
  [/\banm(?:\s+nurse)?\b/gi, "licensed practical nurse"],
  [/\b(?:bank\s+po|probationary\s+officer)\b/gi, "bank officer"],
  [/\btally\s+(?:operator|executive)\b/gi, "bookkeeping clerk"],
  [/^(\W*)ca(?=\W*$)/gi, "$1chartered accountant"],
  [/\barticle(?:d|ship)?\s+(?:assistant|clerk|trainee)\b/gi, "audit associate"],
];

/** The title with the phrases above rewritten (see the module comment); other text unchanged. */
export function rewriteTypedTitles(title: string): string {
  let text = rewriteSchoolGrades(translateForeignTitles(title));
  for (const [pattern, replacement] of [...TYPED_TITLE_REWRITES, ...COMMONWEALTH_REWRITES])
    text = text.replace(pattern, replacement);
  return text;
}

/**
 * A status rather than a job ("Unemployed", "Retired", "Student", "Stay-at-home mom", "Civil
 * servant", "Independent contractor", a bare "Contractor", "Army Veteran"): no occupation fits, and
 * the visitor is asked for a job title instead of being shown a lookalike (explosives workers for
 * "Unemployed", through "employ").
 */
const NO_JOB =
  /^\W*(?:unemployed|not\s+employed|retired|student|full[\s-]time\s+student|homemaker|housewife|househusband|stay[\s-]at[\s-]home\s+(?:mom|mum|dad|parent|mother|father)|self[\s-]employed|(?:(?:independent|freelance|self[\s-]employed|1099)\s+)?contractor|gig\s+worker|(?:retired\s+)?(?:(?:us|u\.s\.|army|navy|air\s+force|marine(?:\s+corps)?|military|disabled)\s+)?veteran|(?:civil|public)\s+servant|government\s+employee|job\s*seeker|looking\s+for\s+work|between\s+jobs|none|n\/?a)\W*$/i;

/** True when the whole title is a status, not a job (`NO_JOB`). */
export function describesNoJob(title: string): boolean {
  return NO_JOB.test(title);
}
