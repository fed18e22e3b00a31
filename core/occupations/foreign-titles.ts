/**
 * Common job titles in German and French, the languages of two of the site's country guides, and in
 * Spanish, as many workers in the United States write them, read as the English titles the
 * indexes use. The site is in English, but people paste their title as
 * their contract or CV writes it ("Softwareentwickler (m/w/d)", "Infirmière", "Chef de projet").
 * Without this, most found nothing and some found a lookalike: "Comptable" (an accountant) drew
 * police officers through "constable", "Chef de projet" (a project manager) drew chefs.
 *
 * The list covers the titles most often written, not every title: a title it does not know is
 * left as it is. Matching is on the title with accents removed, whole words only, with German
 * feminine endings ("-in", "-innen") and French ones ("-e", "-euse", "-ère", "-ienne") accepted.
 */

/** German job-advert gender tags: "(m/w/d)", "(w/m/d)", "(m/f/d)", "(all genders)". */
const GENDER_TAG = /\(\s*(?:[mwfdx]\s*\/\s*){1,3}[mwfdx]\s*\)|\(\s*all\s+genders?\s*\)|\(\s*h\s*\/\s*f\s*\)/gi;

/** German endings of the feminine and plural forms. */
const DE = "(?:in|innen|e|en)?";

const GERMAN: readonly [RegExp, string][] = [
  [new RegExp(`\\b(?:software|anwendungs|web|app)[\\s-]?entwickler${DE}\\b`, "gi"), "software developer"],
  [/\bfachinformatiker(?:in)?\s+(?:fur|für)\s+anwendungsentwicklung\b/gi, "software developer"],
  [/\bfachinformatiker(?:in)?\s+(?:fur|für)\s+systemintegration\b/gi, "network administrator"],
  [new RegExp(`\\bfachinformatiker${DE}\\b`, "gi"), "computer support specialist"],
  [new RegExp(`\\bentwickler${DE}\\b`, "gi"), "developer"],
  [new RegExp(`\\bsystemadministrator${DE}\\b`, "gi"), "systems administrator"],
  [new RegExp(`\\binformatiker${DE}\\b`, "gi"), "software developer"],
  [new RegExp(`\\bdatenanalyst${DE}\\b`, "gi"), "data analyst"],
  [new RegExp(`\\b(?:projektleiter|projektmanager)${DE}\\b`, "gi"), "project manager"],
  [new RegExp(`\\bproduktmanager${DE}\\b`, "gi"), "product manager"],
  [new RegExp(`\\b(?:geschaftsfuhrer|geschaeftsfuehrer)${DE}\\b`, "gi"), "chief executive"],
  [new RegExp(`\\bfilialleiter${DE}\\b`, "gi"), "store manager"],
  [new RegExp(`\\babteilungsleiter${DE}\\b`, "gi"), "department manager"],
  [new RegExp(`\\bteamleiter${DE}\\b`, "gi"), "team leader"],
  [new RegExp(`\\bpersonalleiter${DE}\\b`, "gi"), "human resources manager"],
  [new RegExp(`\\b(?:personalreferent|personalsachbearbeiter)${DE}\\b`, "gi"), "human resources specialist"],
  [
    new RegExp(
      `\\b(?:vertriebsmitarbeiter|vertriebler|aussendienstmitarbeiter|vertriebsbeauftragte[r]?)${DE}\\b`,
      "gi",
    ),
    "sales representative",
  ],
  [new RegExp(`\\bvertriebsleiter${DE}\\b`, "gi"), "sales manager"],
  [new RegExp(`\\bmarketingmanager${DE}\\b`, "gi"), "marketing manager"],
  [
    new RegExp(`\\b(?:einzelhandelskaufmann|einzelhandelskauffrau|verkaufer|verkaeufer)${DE}\\b`, "gi"),
    "retail salesperson",
  ],
  [new RegExp(`\\bkassierer${DE}\\b`, "gi"), "cashier"],
  [/\b(?:kaufmann|kauffrau)\s+(?:fur|für)\s+buromanagement\b/gi, "office clerk"],
  [/\b(?:buro|industrie|verwaltungs)(?:kaufmann|kauffrau|fachangestellte[r]?)\b/gi, "office clerk"],
  [/\b(?:bankkaufmann|bankkauffrau)\b/gi, "bank teller"],
  [new RegExp(`\\bsachbearbeiter${DE}\\b`, "gi"), "office clerk"],
  [new RegExp(`\\bbilanzbuchhalter${DE}\\b`, "gi"), "accountant"],
  [new RegExp(`\\b(?:finanz)?buchhalter${DE}\\b`, "gi"), "bookkeeper"],
  [new RegExp(`\\bsteuerberater${DE}\\b`, "gi"), "tax accountant"],
  [new RegExp(`\\bwirtschaftsprufer${DE}\\b`, "gi"), "auditor"],
  [new RegExp(`\\beinkaufer${DE}\\b`, "gi"), "purchasing agent"],
  [/\bassistenz\s+der\s+geschaftsfuhrung\b/gi, "executive assistant"],
  [new RegExp(`\\bsekretar${DE}\\b`, "gi"), "secretary"],
  [
    new RegExp(`\\b(?:kundenberater|kundenbetreuer|callcenter[\\s-]?agent)${DE}\\b`, "gi"),
    "customer service representative",
  ],
  [new RegExp(`\\b(?:unternehmensberater|berater)${DE}\\b`, "gi"), "management consultant"],
  [new RegExp(`\\b(?:rechtsanwalt|rechtsanwaltin|anwalt|anwaltin)\\b`, "gi"), "lawyer"],
  [new RegExp(`^(\\W*)richter${DE}(?=\\W*$)`, "gi"), "$1judge"],
  [/\bzahnarzt(?:in)?\b/gi, "dentist"],
  [/\btierarzt(?:in)?\b/gi, "veterinarian"],
  [/\b(?:fach|haus|assistenz|ober|chef)?(?:arzt|arztin)\b/gi, "physician"],
  [
    /\b(?:krankenschwester|(?:gesundheits[\s-]+und[\s-]+)?krankenpfleger(?:in)?|pflegefachkraft|pflegefachmann|pflegefachfrau)\b/gi,
    "registered nurse",
  ],
  [/\b(?:altenpfleger(?:in)?|altenpflegefachkraft)\b/gi, "licensed practical nurse"],
  [/\b(?:pflegehelfer(?:in)?|pflegeassistent(?:in)?)\b/gi, "nursing assistant"],
  [/\bhebamme\b/gi, "midwife"],
  [new RegExp(`\\bapotheker${DE}\\b`, "gi"), "pharmacist"],
  [/\b(?:medizinische[r]?\s+fachangestellte[r]?|arzthelfer(?:in)?)\b/gi, "medical assistant"],
  [new RegExp(`\\bphysiotherapeut${DE}\\b`, "gi"), "physical therapist"],
  [new RegExp(`\\bergotherapeut${DE}\\b`, "gi"), "occupational therapist"],
  [/\blogopad(?:e|in)\b/gi, "speech-language pathologist"],
  [new RegExp(`\\b(?:psychologe|psychologin|psychotherapeut${DE})\\b`, "gi"), "clinical psychologist"],
  [new RegExp(`\\berzieher${DE}\\b`, "gi"), "preschool teacher"],
  [new RegExp(`\\bgrundschullehrer${DE}\\b`, "gi"), "elementary school teacher"],
  [new RegExp(`\\b(?:gymnasiallehrer|oberstufenlehrer)${DE}\\b`, "gi"), "high school teacher"],
  [new RegExp(`\\blehrer${DE}\\b`, "gi"), "teacher"],
  [new RegExp(`\\bdozent${DE}\\b`, "gi"), "postsecondary teacher"],
  [new RegExp(`\\bmaschinenbauingenieur${DE}\\b`, "gi"), "mechanical engineer"],
  [new RegExp(`\\belektroingenieur${DE}\\b`, "gi"), "electrical engineer"],
  [new RegExp(`\\bbauingenieur${DE}\\b`, "gi"), "civil engineer"],
  [new RegExp(`\\bwirtschaftsingenieur${DE}\\b`, "gi"), "industrial engineer"],
  [new RegExp(`\\bingenieur${DE}\\b`, "gi"), "engineer"],
  [new RegExp(`\\barchitekt${DE}\\b`, "gi"), "architect"],
  [new RegExp(`\\btechniker${DE}\\b`, "gi"), "technician"],
  [new RegExp(`\\b(?:elektriker|elektroniker)${DE}\\b`, "gi"), "electrician"],
  [
    new RegExp(`\\b(?:kfz[\\s-]?mechatroniker|kfz[\\s-]?mechaniker|automechaniker)${DE}\\b`, "gi"),
    "automotive mechanic",
  ],
  [new RegExp(`\\b(?:industriemechaniker|mechatroniker|schlosser)${DE}\\b`, "gi"), "industrial machinery mechanic"],
  [new RegExp(`\\bzerspanungsmechaniker${DE}\\b`, "gi"), "machinist"],
  [new RegExp(`\\bschweisser${DE}\\b`, "gi"), "welder"],
  [new RegExp(`\\b(?:tischler|schreiner)${DE}\\b`, "gi"), "cabinetmaker"],
  [/\bzimmer(?:mann|er|in)\b/gi, "carpenter"],
  [new RegExp(`\\bmaurer${DE}\\b`, "gi"), "bricklayer"],
  [/\bmaler(?:in)?\s+und\s+lackierer(?:in)?\b/gi, "painter"],
  [/^(\W*)maler(?:in)?(?=\W*$)/gi, "$1painter"],
  [new RegExp(`\\bdachdecker${DE}\\b`, "gi"), "roofer"],
  [/\b(?:installateur(?:in)?|anlagenmechaniker(?:in)?(?:\s+shk)?)\b/gi, "plumber"],
  [new RegExp(`\\bfliesenleger${DE}\\b`, "gi"), "tile setter"],
  [new RegExp(`\\bkonditor${DE}\\b`, "gi"), "pastry chef"],
  [new RegExp(`\\bbacker${DE}\\b`, "gi"), "baker"],
  // Words that are also names ("Koch Industries", "Richter") count only as the whole title.
  [/^(\W*)(?:koch|kochin|koechin)(?=\W*$)/gi, "$1cook"],
  [/\b(?:kellner(?:in)?|servicekraft)\b/gi, "waiter"],
  [new RegExp(`\\bfriseur${DE}\\b`, "gi"), "hairdresser"],
  [/\b(?:berufskraftfahrer|lkw[\s-]?fahrer)(?:in)?\b/gi, "truck driver"],
  [new RegExp(`\\bbusfahrer${DE}\\b`, "gi"), "bus driver"],
  [new RegExp(`\\btaxifahrer${DE}\\b`, "gi"), "taxi driver"],
  [new RegExp(`\\bfahrer${DE}\\b`, "gi"), "driver"],
  [/\b(?:lagerist(?:in)?|lagermitarbeiter(?:in)?|fachkraft\s+(?:fur|für)\s+lagerlogistik)\b/gi, "warehouse worker"],
  [new RegExp(`\\blogistiker${DE}\\b`, "gi"), "logistician"],
  [/\breinigungskraft\b/gi, "janitor"],
  [/\b(?:polizist(?:in)?|polizeibeamte[r]?|polizeibeamtin)\b/gi, "police officer"],
  [/\bfeuerwehr(?:mann|frau)\b/gi, "firefighter"],
  [new RegExp(`\\bredakteur${DE}\\b`, "gi"), "editor"],
  [new RegExp(`\\bgrafikdesigner${DE}\\b`, "gi"), "graphic designer"],
  [new RegExp(`\\bubersetzer${DE}\\b`, "gi"), "translator"],
  [new RegExp(`\\bdolmetscher${DE}\\b`, "gi"), "interpreter"],
  [new RegExp(`\\blandwirt${DE}\\b`, "gi"), "farmer"],
  // An apprentice or trainee does the work the rest of the title names.
  [/\b(?:azubi|auszubildende[r]?)\b/gi, "trainee"],
];

const FRENCH: readonly [RegExp, string][] = [
  [
    /\b(?:pdg|president[e]?[\s-]directeur[\s-]general[e]?|directeur[\s-]general|directrice[\s-]generale)\b/gi,
    "chief executive",
  ],
  [/\bdirect(?:eur|rice)\s+commercial[e]?\b/gi, "sales manager"],
  [/\bdirect(?:eur|rice)\s+financi(?:er|ere)\b/gi, "financial manager"],
  [/\b(?:drh|direct(?:eur|rice)\s+des\s+ressources\s+humaines)\b/gi, "human resources manager"],
  [/\bresponsable\s+(?:rh|des\s+ressources\s+humaines)\b/gi, "human resources manager"],
  [/\bcharge[e]?\s+de\s+recrutement\b/gi, "recruiter"],
  [/\bchef\s+de\s+projets?\b/gi, "project manager"],
  [/\bchef\s+de\s+produit\b/gi, "product manager"],
  [/\bchef\s+de\s+rayon\b/gi, "retail department supervisor"],
  [/\bchef\s+d['’\s]equipe\b/gi, "team leader"],
  [/\bchef\s+de\s+chantier\b/gi, "construction foreman"],
  [/\bdevelopp(?:eur|euse)s?\s+(?:web|front[\s-]?end|back[\s-]?end)\b/gi, "web developer"],
  [/\bdevelopp(?:eur|euse)s?(?:\s+(?:logiciel|informatique|full[\s-]?stack))?\b/gi, "software developer"],
  [/\bingenieur[e]?\s+(?:logiciel|informatique|en\s+informatique|developpement)\b/gi, "software engineer"],
  [/\bingenieur[e]?\s+(?:en\s+)?mecanique\b/gi, "mechanical engineer"],
  [/\bingenieur[e]?\s+(?:en\s+)?genie\s+civil\b/gi, "civil engineer"],
  [/\bingenieur[e]?\s+(?:en\s+)?electri(?:que|cite)\b/gi, "electrical engineer"],
  [/\bingenieur[e]?\b/gi, "engineer"],
  [/\btechnicien(?:ne)?\b/gi, "technician"],
  [/\badministrat(?:eur|rice)\s+(?:systemes?|reseaux?)(?:\s+et\s+reseaux?)?\b/gi, "network administrator"],
  [/\banalyste\s+de\s+donnees\b/gi, "data analyst"],
  [/\bexpert[e]?[\s-]comptable\b/gi, "accountant"],
  [/\baide[\s-]comptable\b/gi, "bookkeeper"],
  [/\bcomptable\b/gi, "accountant"],
  [/\bcommissaire\s+aux\s+comptes\b|\bauditeur\b|\bauditrice\b/gi, "auditor"],
  [/\bassistant[e]?\s+de\s+direction\b/gi, "executive assistant"],
  [/\bassistant[e]?\s+administrati(?:f|ve)\b/gi, "administrative assistant"],
  [/\bsecretaire\b/gi, "secretary"],
  [/\b(?:tele)?conseill(?:er|ere)\s+client(?:ele)?\b|\bteleconseill(?:er|ere)\b/gi, "customer service representative"],
  [/\bconseill(?:er|ere)\s+(?:de\s+vente|commercial[e]?)\b/gi, "sales representative"],
  // English has "Commercial Pilot" and "Commercial Manager": the French word alone, or with its
  // kind of round, is a salesperson.
  [/^(\W*)commercial[e]?(?:\s+(?:terrain|sedentaire|itinerant[e]?))?(?=\W*$)/gi, "$1sales representative"],
  [/\bvend(?:eur|euse)\b/gi, "retail salesperson"],
  [/\bcaissi(?:er|ere)\b/gi, "cashier"],
  [/\bacheteu(?:r|se)\b/gi, "purchasing agent"],
  [/\binfirmi(?:er|ere)\b/gi, "registered nurse"],
  [/\baide[\s-]soignant[e]?\b/gi, "nursing assistant"],
  [/\bauxiliaire\s+de\s+vie\b/gi, "personal care aide"],
  [/\bsage[\s-]femme\b/gi, "midwife"],
  [/\bmedecin\s+generaliste\b/gi, "family medicine physician"],
  [/\bmedecin\b/gi, "physician"],
  [/\b(?:chirurgien(?:ne)?[\s-])?dentiste\b/gi, "dentist"],
  [/\bpharmacien(?:ne)?\b/gi, "pharmacist"],
  [/\bpreparat(?:eur|rice)\s+en\s+pharmacie\b/gi, "pharmacy technician"],
  [/\b(?:masseur[\s-])?kinesitherapeute\b|\bkine\b/gi, "physical therapist"],
  [/\bveterinaire\b/gi, "veterinarian"],
  [/\bpsychologue\b/gi, "clinical psychologist"],
  [/\bprofesseur\s+des\s+ecoles\b|\binstitut(?:eur|rice)\b/gi, "elementary school teacher"],
  [/\bprofesseur[e]?\s+de\s+lycee\b/gi, "high school teacher"],
  [/\benseignant[e]?[\s-]chercheu(?:r|se)\b|\bmaitre\s+de\s+conferences\b/gi, "postsecondary teacher"],
  [/\b(?:enseignant[e]?|professeur[e]?)\b/gi, "teacher"],
  [/\bassistant[e]?\s+maternel(?:le)?\b/gi, "childcare worker"],
  [/\bavocat[e]?\b/gi, "lawyer"],
  [/\bjuriste\b/gi, "legal counsel"],
  [/\barchitecte\b/gi, "architect"],
  [/\belectricien(?:ne)?\b/gi, "electrician"],
  [/\bplombier\b/gi, "plumber"],
  [/\bmenuisier\b|\bcharpentier\b/gi, "carpenter"],
  // Macon is also a city in Georgia.
  [/^(\W*)macon(?=\W*$)/gi, "$1bricklayer"],
  [/\bpeintre\s+en\s+batiment\b/gi, "painter"],
  [/\bsoudeu(?:r|se)\b/gi, "welder"],
  [/\bmecanicien(?:ne)?\s+(?:auto(?:mobile)?|automobile)\b/gi, "automotive mechanic"],
  [/\bmecanicien(?:ne)?\b/gi, "mechanic"],
  [/\bboulang(?:er|ere)\b/gi, "baker"],
  [/\bpatissi(?:er|ere)\b/gi, "pastry chef"],
  [/\bcuisini(?:er|ere)\b/gi, "cook"],
  [/\bserv(?:eur|euse)\b/gi, "waiter"],
  [/\bcoiff(?:eur|euse)\b/gi, "hairdresser"],
  [/\bchauffeur\s+(?:routier|poids[\s-]lourds?|pl)\b/gi, "truck driver"],
  [/\bchauffeur\s+de\s+(?:bus|car)\b/gi, "bus driver"],
  [/\bchauffeur\s+de\s+taxi\b/gi, "taxi driver"],
  [/\blivr(?:eur|euse)\b/gi, "delivery driver"],
  [/\bmagasini(?:er|ere)\b/gi, "stock clerk"],
  [/\bprepar(?:ateur|atrice)\s+de\s+commandes?\b/gi, "order filler"],
  [/\bagent[e]?\s+d['’\s]entretien\b|\bfemme\s+de\s+menage\b/gi, "janitor"],
  [/\bpolici(?:er|ere)\b|\bgendarme\b/gi, "police officer"],
  [/\bpompier\b|\bsapeur[\s-]pompier\b/gi, "firefighter"],
  [/\bjournaliste\b/gi, "journalist"],
  [/\bgraphiste\b/gi, "graphic designer"],
  [/\btraduct(?:eur|rice)\b/gi, "translator"],
  [/\bagricult(?:eur|rice)\b/gi, "farmer"],
  [/\bconsultante\b/gi, "consultant"],
];

/**
 * Spanish, as many workers in the United States write their title ("Enfermera", "Cajero"); the
 * masculine and feminine forms ("-o"/"-a", "-or"/"-ora") and plurals are accepted.
 */
const SPANISH: readonly [RegExp, string][] = [
  [
    /\bingenier[oa]s?\s+de\s+software\b|\bdesarrollador(?:a|es|as)?(?:\s+de\s+software)?\b|\bprogramador(?:a|es|as)?\b/gi,
    "software developer",
  ],
  [/\bingenier[oa]s?\s+civil(?:es)?\b/gi, "civil engineer"],
  [/\bingenier[oa]s?\s+mecanic[oa]s?\b/gi, "mechanical engineer"],
  [/\bingenier[oa]s?\s+industrial(?:es)?\b/gi, "industrial engineer"],
  [/\bingenier[oa]s?\b/gi, "engineer"],
  [/\benfermer[oa]s?(?:\s+registrad[oa]s?)?\b/gi, "registered nurse"],
  [/\bauxiliar\s+de\s+enfermeria\b|\basistente\s+de\s+enfermeria\b/gi, "nursing assistant"],
  [/\bmedic[oa]s?\s+general(?:es)?\b/gi, "family medicine physician"],
  [/^(\W*)medic[oa]s?(?=\W*$)/gi, "$1physician"],
  [/\bdentista\b|\bodontolog[oa]\b/gi, "dentist"],
  [/\bfarmaceutic[oa]\b/gi, "pharmacist"],
  [/\bmaestr[oa]s?\s+de\s+(?:primaria|escuela\s+primaria)\b/gi, "elementary school teacher"],
  [/\b(?:maestr[oa]s?|profesor(?:a|es|as)?|docente)\b(?!\s+(?:de\s+)?(?:orquesta|musica))/gi, "teacher"],
  [/\bcontador(?:a|es|as)?(?:\s+public[oa])?\b/gi, "accountant"],
  [/\bauxiliar\s+contable\b|\btenedor(?:a)?\s+de\s+libros\b/gi, "bookkeeper"],
  [/\bcajer[oa]s?\b/gi, "cashier"],
  [/\bvendedor(?:a|es|as)?\b/gi, "salesperson"],
  [/\bgerente\s+de\s+ventas\b/gi, "sales manager"],
  [/\bgerente\s+de\s+tienda\b/gi, "store manager"],
  [/\bgerente\s+general\b|\bdirector(?:a)?\s+general\b/gi, "general manager"],
  [/\bgerente\b/gi, "manager"],
  [/\bsupervisora\b/gi, "supervisor"],
  [/\bsecretari[oa]\b/gi, "secretary"],
  [/\basistente\s+administrativ[oa]\b|\bauxiliar\s+administrativ[oa]\b/gi, "administrative assistant"],
  [/\brecepcionista\b/gi, "receptionist"],
  [/\babogad[oa]s?\b/gi, "lawyer"],
  [/\bmeser[oa]s?\b|\bcamarer[oa]s?\b/gi, "waiter"],
  [/\bcociner[oa]s?\b/gi, "cook"],
  [/\bayudante\s+de\s+cocina\b|\blavaplatos\b/gi, "dishwasher"],
  [/\bpanader[oa]s?\b/gi, "baker"],
  [/\bcarpinter[oa]s?\b/gi, "carpenter"],
  [/\belectricista\b/gi, "electrician"],
  [/\bplomer[oa]s?\b|\bfontaner[oa]s?\b/gi, "plumber"],
  [/\balbanil(?:es)?\b/gi, "bricklayer"],
  [/\bpintor(?:a|es)?\b/gi, "painter"],
  [/\bsoldador(?:a|es)?\b/gi, "welder"],
  [/\bmecanic[oa]s?(?:\s+automotriz)?\b/gi, "mechanic"],
  [
    /\b(?:chofer|conductor(?:a)?)\s+de\s+(?:camion|trailer|traile)\b|\bcamioner[oa]\b|\btrailer[oa]\b/gi,
    "truck driver",
  ],
  [/\bchofer(?:es)?\b/gi, "driver"],
  [/\brepartidor(?:a|es)?\b/gi, "delivery driver"],
  [/\bjardiner[oa]s?\b/gi, "landscaper"],
  [/\b(?:trabajador(?:a)?\s+de\s+)?limpieza\b|\bconserje\b/gi, "janitor"],
  [/\bniner[oa]s?\b/gi, "nanny"],
  [/\bcuidador(?:a)?(?:\s+de\s+(?:ancianos|adultos\s+mayores))?\b/gi, "caregiver"],
  [/\bestilista\b|\bpeluquer[oa]\b/gi, "hairdresser"],
  [/\bobrer[oa]s?\s+de\s+construccion\b/gi, "construction laborer"],
  [/\bobrer[oa]s?\b|\boperari[oa]s?\b/gi, "production worker"],
  [/\balmacenista\b|\bbodeguer[oa]\b/gi, "warehouse worker"],
  [/\bagricultor(?:a)?\b|\bcampesin[oa]\b/gi, "farmworker"],
  [/\bpolicia\b/gi, "police officer"],
  [/\bbomber[oa]s?\b/gi, "firefighter"],
  [/\bguardia\s+de\s+seguridad\b|\bvigilante\b/gi, "security guard"],
  [/\btraductor(?:a)?\b/gi, "translator"],
  [/\binterprete\b/gi, "interpreter"],
  [/\bdisenador(?:a)?\s+grafic[oa]\b/gi, "graphic designer"],
  [/\bperiodista\b/gi, "journalist"],
];

// French first: its "ingénieur logiciel" is more than German's bare "Ingenieur".
const RULES = [...FRENCH, ...GERMAN, ...SPANISH];
/** Any rule's pattern, tested once so that English titles skip the list. */
const ANY_RULE = new RegExp(RULES.map(([pattern]) => `(?:${pattern.source})`).join("|"), "i");

/** Accents removed ("Infirmière" → "Infirmiere", "Geschäftsführer" → "Geschaftsfuhrer"), "ß" as "ss". */
function foldAccents(text: string): string {
  return text.replace(/ß/g, "ss").normalize("NFD").replace(/\p{M}/gu, "");
}

/** The title with German and French job titles written in English (see the module comment). */
export function translateForeignTitles(title: string): string {
  let text = foldAccents(title).replace(GENDER_TAG, " ");
  if (!ANY_RULE.test(text)) return text === title ? title : text.replace(/\s+/g, " ").trim();
  for (const [pattern, english] of RULES) text = text.replace(pattern, english);
  return text.replace(/\s+/g, " ").trim();
}
