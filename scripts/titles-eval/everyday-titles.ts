/**
 * Everyday job titles in the seven languages the matcher reads, each with the O*NET-SOC code a
 * careful coder would give it (`code`) and, where a second code is as defensible, that one too
 * (`alsoRight`: a "Buchhalter" keeps the books, but many do an accountant's work). Written by hand
 * before the international matching was built or tuned (ADR 031), as people type them: feminine
 * and masculine forms, the German job-advert tag, short forms. Never used for tuning:
 * `npm run eval:titles-international` reports on them.
 */
export type TitleLanguage = "de" | "fr" | "es" | "it" | "nl" | "pl" | "en";

export interface EverydayTitle {
  language: TitleLanguage;
  title: string;
  code: string;
  alsoRight?: readonly string[];
}

const NURSE = "29-1141.00";
const NURSING_ASSISTANT = "31-1131.00";
const RETAIL_SALES = "41-2031.00";
const CASHIER = "41-2011.00";
const ACCOUNTANT = "13-2011.00";
const BOOKKEEPER = "43-3031.00";
const SOFTWARE_DEVELOPER = "15-1252.00";
const TRUCK_DRIVER = "53-3032.00";
const BUS_DRIVER = "53-3052.00";
const COOK = "35-2014.00";
const HEAD_COOK = "35-1011.00";
const WAITER = "35-3031.00";
const ELECTRICIAN = "47-2111.00";
const PLUMBER = "47-2152.00";
const CARPENTER = "47-2031.00";
const CABINETMAKER = "51-7011.00";
const LAWYER = "23-1011.00";
const FAMILY_DOCTOR = "29-1215.00";
const INTERNIST = "29-1216.00";
const PHARMACIST = "29-1051.00";
const DENTIST = "29-1021.00";
const PRIMARY_TEACHER = "25-2021.00";
const SECONDARY_TEACHER = "25-2031.00";
const HAIRDRESSER = "39-5012.00";
const CLEANER = "37-2011.00";
const MAID = "37-2012.00";
const POLICE = "33-3051.00";
const CAR_MECHANIC = "49-3023.00";
const BAKER = "51-3011.00";
const MIDWIFE = "29-9099.01";
const NURSE_MIDWIFE = "29-1161.00";
const PHYSIOTHERAPIST = "29-1123.00";
const BRICKLAYER = "47-2021.00";
const WAREHOUSE = "53-7062.00";
const FORKLIFT = "53-7051.00";
const POSTMAN = "43-5052.00";
const SECURITY_GUARD = "33-9032.00";
const RECEPTIONIST = "43-4171.00";
const SECRETARY = "43-6014.00";
const CHILDCARE = "39-9011.00";
const PRESCHOOL_TEACHER = "25-2011.00";
const PERSONAL_CARE_AIDE = "31-1122.00";
const HOME_HEALTH_AIDE = "31-1121.00";
const PROGRAMMER = "15-1251.00";
const WEB_DEVELOPER = "15-1254.00";
const OFFICE_CLERK = "43-9061.00";

const MIDWIFE_CODES = { code: MIDWIFE, alsoRight: [NURSE_MIDWIFE] };
const CLEANER_CODES = { code: CLEANER, alsoRight: [MAID] };
const COOK_CODES = { code: COOK, alsoRight: [HEAD_COOK] };
const ACCOUNTS_CODES = { code: ACCOUNTANT, alsoRight: [BOOKKEEPER] };

export const EVERYDAY_TITLES: readonly EverydayTitle[] = [
  // German
  { language: "de", title: "Krankenpfleger", code: NURSE },
  { language: "de", title: "Pflegefachfrau", code: NURSE },
  {
    language: "de",
    title: "Altenpflegehelferin",
    code: NURSING_ASSISTANT,
    alsoRight: [PERSONAL_CARE_AIDE, HOME_HEALTH_AIDE],
  },
  { language: "de", title: "Verkäuferin", code: RETAIL_SALES },
  { language: "de", title: "Kassiererin", code: CASHIER },
  { language: "de", title: "Buchhalter", code: BOOKKEEPER, alsoRight: [ACCOUNTANT] },
  { language: "de", title: "Softwareentwickler (m/w/d)", code: SOFTWARE_DEVELOPER },
  { language: "de", title: "LKW-Fahrer", code: TRUCK_DRIVER },
  { language: "de", title: "Busfahrer", code: BUS_DRIVER },
  { language: "de", title: "Koch", ...COOK_CODES },
  { language: "de", title: "Kellnerin", code: WAITER },
  { language: "de", title: "Elektriker", code: ELECTRICIAN },
  { language: "de", title: "Installateur", code: PLUMBER },
  { language: "de", title: "Zimmerer", code: CARPENTER },
  { language: "de", title: "Rechtsanwalt", code: LAWYER },
  { language: "de", title: "Hausärztin", code: FAMILY_DOCTOR, alsoRight: [INTERNIST] },
  { language: "de", title: "Apotheker", code: PHARMACIST },
  { language: "de", title: "Zahnarzt", code: DENTIST },
  { language: "de", title: "Grundschullehrerin", code: PRIMARY_TEACHER },
  { language: "de", title: "Friseurin", code: HAIRDRESSER },
  { language: "de", title: "Reinigungskraft", ...CLEANER_CODES },
  { language: "de", title: "Polizist", code: POLICE },
  { language: "de", title: "Kfz-Mechatroniker", code: CAR_MECHANIC },
  { language: "de", title: "Bäcker", code: BAKER },
  { language: "de", title: "Erzieherin", code: PRESCHOOL_TEACHER, alsoRight: [CHILDCARE] },
  { language: "de", title: "Steuerberater", code: ACCOUNTANT, alsoRight: ["13-2082.00"] },
  { language: "de", title: "Lagerarbeiter", code: WAREHOUSE },
  { language: "de", title: "Staplerfahrer", code: FORKLIFT },
  { language: "de", title: "Hebamme", ...MIDWIFE_CODES },
  { language: "de", title: "Physiotherapeut", code: PHYSIOTHERAPIST },
  { language: "de", title: "Bürokauffrau", code: OFFICE_CLERK, alsoRight: [SECRETARY] },
  { language: "de", title: "Maurer", code: BRICKLAYER },
  // French
  { language: "fr", title: "Infirmière", code: NURSE },
  { language: "fr", title: "Aide-soignante", code: NURSING_ASSISTANT },
  { language: "fr", title: "Vendeuse", code: RETAIL_SALES },
  { language: "fr", title: "Caissière", code: CASHIER },
  { language: "fr", title: "Comptable", ...ACCOUNTS_CODES },
  { language: "fr", title: "Expert-comptable", code: ACCOUNTANT },
  { language: "fr", title: "Développeur web", code: WEB_DEVELOPER, alsoRight: [SOFTWARE_DEVELOPER] },
  { language: "fr", title: "Chauffeur poids lourd", code: TRUCK_DRIVER },
  { language: "fr", title: "Conducteur de bus", code: BUS_DRIVER },
  { language: "fr", title: "Cuisinier", ...COOK_CODES },
  { language: "fr", title: "Serveuse", code: WAITER },
  { language: "fr", title: "Électricien", code: ELECTRICIAN },
  { language: "fr", title: "Plombier", code: PLUMBER },
  { language: "fr", title: "Menuisier", code: CARPENTER, alsoRight: [CABINETMAKER] },
  { language: "fr", title: "Avocate", code: LAWYER },
  { language: "fr", title: "Médecin généraliste", code: FAMILY_DOCTOR, alsoRight: [INTERNIST] },
  { language: "fr", title: "Pharmacien", code: PHARMACIST },
  { language: "fr", title: "Professeur des écoles", code: PRIMARY_TEACHER },
  { language: "fr", title: "Coiffeuse", code: HAIRDRESSER },
  { language: "fr", title: "Agent d'entretien", ...CLEANER_CODES },
  { language: "fr", title: "Policier", code: POLICE },
  { language: "fr", title: "Mécanicien automobile", code: CAR_MECHANIC },
  { language: "fr", title: "Boulanger", code: BAKER },
  { language: "fr", title: "Sage-femme", ...MIDWIFE_CODES },
  { language: "fr", title: "Kinésithérapeute", code: PHYSIOTHERAPIST },
  { language: "fr", title: "Assistante maternelle", code: CHILDCARE },
  { language: "fr", title: "Secrétaire", code: SECRETARY },
  { language: "fr", title: "Cariste", code: FORKLIFT },
  { language: "fr", title: "Facteur", code: POSTMAN },
  { language: "fr", title: "Agent de sécurité", code: SECURITY_GUARD },
  // Spanish
  { language: "es", title: "Enfermera", code: NURSE },
  { language: "es", title: "Auxiliar de enfermería", code: NURSING_ASSISTANT },
  { language: "es", title: "Dependienta", code: RETAIL_SALES },
  { language: "es", title: "Cajero", code: CASHIER },
  { language: "es", title: "Contable", ...ACCOUNTS_CODES },
  { language: "es", title: "Programador", code: SOFTWARE_DEVELOPER, alsoRight: [PROGRAMMER] },
  { language: "es", title: "Camionero", code: TRUCK_DRIVER },
  { language: "es", title: "Conductor de autobús", code: BUS_DRIVER },
  { language: "es", title: "Cocinero", ...COOK_CODES },
  { language: "es", title: "Camarera", code: WAITER },
  { language: "es", title: "Electricista", code: ELECTRICIAN },
  { language: "es", title: "Fontanero", code: PLUMBER },
  { language: "es", title: "Carpintero", code: CARPENTER, alsoRight: [CABINETMAKER] },
  { language: "es", title: "Abogado", code: LAWYER },
  { language: "es", title: "Médico de familia", code: FAMILY_DOCTOR },
  { language: "es", title: "Farmacéutica", code: PHARMACIST },
  { language: "es", title: "Maestra de primaria", code: PRIMARY_TEACHER },
  { language: "es", title: "Peluquera", code: HAIRDRESSER },
  { language: "es", title: "Limpiadora", ...CLEANER_CODES },
  { language: "es", title: "Policía", code: POLICE },
  { language: "es", title: "Mecánico de coches", code: CAR_MECHANIC },
  { language: "es", title: "Panadero", code: BAKER },
  { language: "es", title: "Matrona", ...MIDWIFE_CODES },
  { language: "es", title: "Fisioterapeuta", code: PHYSIOTHERAPIST },
  { language: "es", title: "Albañil", code: BRICKLAYER },
  { language: "es", title: "Recepcionista", code: RECEPTIONIST },
  { language: "es", title: "Vigilante de seguridad", code: SECURITY_GUARD },
  { language: "es", title: "Profesor de secundaria", code: SECONDARY_TEACHER },
  // Italian
  { language: "it", title: "Infermiere", code: NURSE },
  { language: "it", title: "Operatore socio-sanitario", code: NURSING_ASSISTANT, alsoRight: [PERSONAL_CARE_AIDE] },
  { language: "it", title: "Commessa", code: RETAIL_SALES },
  { language: "it", title: "Cassiera", code: CASHIER },
  { language: "it", title: "Commercialista", code: ACCOUNTANT },
  { language: "it", title: "Contabile", ...ACCOUNTS_CODES },
  { language: "it", title: "Sviluppatore software", code: SOFTWARE_DEVELOPER },
  { language: "it", title: "Camionista", code: TRUCK_DRIVER },
  { language: "it", title: "Autista di autobus", code: BUS_DRIVER },
  { language: "it", title: "Cuoco", ...COOK_CODES },
  { language: "it", title: "Cameriera", code: WAITER },
  { language: "it", title: "Elettricista", code: ELECTRICIAN },
  { language: "it", title: "Idraulico", code: PLUMBER },
  { language: "it", title: "Falegname", code: CARPENTER, alsoRight: [CABINETMAKER] },
  { language: "it", title: "Avvocato", code: LAWYER },
  { language: "it", title: "Medico di base", code: FAMILY_DOCTOR },
  { language: "it", title: "Farmacista", code: PHARMACIST },
  { language: "it", title: "Maestra elementare", code: PRIMARY_TEACHER },
  { language: "it", title: "Parrucchiera", code: HAIRDRESSER },
  { language: "it", title: "Addetta alle pulizie", ...CLEANER_CODES },
  { language: "it", title: "Poliziotto", code: POLICE },
  { language: "it", title: "Meccanico", code: CAR_MECHANIC },
  { language: "it", title: "Panettiere", code: BAKER },
  { language: "it", title: "Ostetrica", ...MIDWIFE_CODES },
  { language: "it", title: "Fisioterapista", code: PHYSIOTHERAPIST },
  { language: "it", title: "Muratore", code: BRICKLAYER },
  { language: "it", title: "Segretaria", code: SECRETARY },
  { language: "it", title: "Magazziniere", code: WAREHOUSE },
  { language: "it", title: "Insegnante di scuola secondaria", code: SECONDARY_TEACHER },
  // Dutch
  { language: "nl", title: "Verpleegkundige", code: NURSE },
  { language: "nl", title: "Verzorgende", code: NURSING_ASSISTANT, alsoRight: [PERSONAL_CARE_AIDE] },
  { language: "nl", title: "Verkoopmedewerker", code: RETAIL_SALES },
  { language: "nl", title: "Kassamedewerker", code: CASHIER },
  { language: "nl", title: "Boekhouder", code: BOOKKEEPER, alsoRight: [ACCOUNTANT] },
  { language: "nl", title: "Accountant", code: ACCOUNTANT },
  { language: "nl", title: "Softwareontwikkelaar", code: SOFTWARE_DEVELOPER },
  { language: "nl", title: "Vrachtwagenchauffeur", code: TRUCK_DRIVER },
  { language: "nl", title: "Buschauffeur", code: BUS_DRIVER },
  { language: "nl", title: "Kok", ...COOK_CODES },
  { language: "nl", title: "Serveerster", code: WAITER },
  { language: "nl", title: "Elektricien", code: ELECTRICIAN },
  { language: "nl", title: "Loodgieter", code: PLUMBER },
  { language: "nl", title: "Timmerman", code: CARPENTER },
  { language: "nl", title: "Advocaat", code: LAWYER },
  { language: "nl", title: "Huisarts", code: FAMILY_DOCTOR },
  { language: "nl", title: "Apotheker", code: PHARMACIST },
  { language: "nl", title: "Leerkracht basisonderwijs", code: PRIMARY_TEACHER },
  { language: "nl", title: "Kapper", code: HAIRDRESSER },
  { language: "nl", title: "Schoonmaker", ...CLEANER_CODES },
  { language: "nl", title: "Politieagent", code: POLICE },
  { language: "nl", title: "Automonteur", code: CAR_MECHANIC },
  { language: "nl", title: "Bakker", code: BAKER },
  { language: "nl", title: "Verloskundige", ...MIDWIFE_CODES },
  { language: "nl", title: "Fysiotherapeut", code: PHYSIOTHERAPIST },
  { language: "nl", title: "Metselaar", code: BRICKLAYER },
  { language: "nl", title: "Magazijnmedewerker", code: WAREHOUSE },
  { language: "nl", title: "Heftruckchauffeur", code: FORKLIFT },
  { language: "nl", title: "Receptioniste", code: RECEPTIONIST },
  { language: "nl", title: "Postbode", code: POSTMAN },
  // Polish
  { language: "pl", title: "Pielęgniarka", code: NURSE },
  { language: "pl", title: "Opiekunka medyczna", code: NURSING_ASSISTANT, alsoRight: [PERSONAL_CARE_AIDE] },
  { language: "pl", title: "Sprzedawca", code: RETAIL_SALES },
  { language: "pl", title: "Kasjerka", code: CASHIER },
  { language: "pl", title: "Księgowa", ...ACCOUNTS_CODES },
  { language: "pl", title: "Programista", code: SOFTWARE_DEVELOPER, alsoRight: [PROGRAMMER] },
  { language: "pl", title: "Kierowca ciężarówki", code: TRUCK_DRIVER },
  { language: "pl", title: "Kierowca autobusu", code: BUS_DRIVER },
  { language: "pl", title: "Kucharz", ...COOK_CODES },
  { language: "pl", title: "Kelnerka", code: WAITER },
  { language: "pl", title: "Elektryk", code: ELECTRICIAN },
  { language: "pl", title: "Hydraulik", code: PLUMBER },
  { language: "pl", title: "Stolarz", code: CABINETMAKER, alsoRight: [CARPENTER] },
  { language: "pl", title: "Adwokat", code: LAWYER },
  { language: "pl", title: "Radca prawny", code: LAWYER },
  { language: "pl", title: "Lekarz rodzinny", code: FAMILY_DOCTOR },
  { language: "pl", title: "Farmaceutka", code: PHARMACIST },
  { language: "pl", title: "Nauczycielka w szkole podstawowej", code: PRIMARY_TEACHER, alsoRight: ["25-2022.00"] },
  { language: "pl", title: "Fryzjerka", code: HAIRDRESSER },
  { language: "pl", title: "Sprzątaczka", ...CLEANER_CODES },
  { language: "pl", title: "Policjant", code: POLICE },
  { language: "pl", title: "Mechanik samochodowy", code: CAR_MECHANIC },
  { language: "pl", title: "Piekarz", code: BAKER },
  { language: "pl", title: "Położna", ...MIDWIFE_CODES },
  { language: "pl", title: "Fizjoterapeuta", code: PHYSIOTHERAPIST },
  { language: "pl", title: "Murarz", code: BRICKLAYER },
  { language: "pl", title: "Magazynier", code: WAREHOUSE },
  { language: "pl", title: "Operator wózka widłowego", code: FORKLIFT },
  { language: "pl", title: "Listonosz", code: POSTMAN },
  { language: "pl", title: "Ochroniarz", code: SECURITY_GUARD },
  // English as written in the guide countries
  { language: "en", title: "Staff nurse", code: NURSE },
  { language: "en", title: "Healthcare assistant", code: NURSING_ASSISTANT },
  { language: "en", title: "Shop assistant", code: RETAIL_SALES },
  { language: "en", title: "Checkout operator", code: CASHIER },
  { language: "en", title: "Chartered accountant", code: ACCOUNTANT },
  { language: "en", title: "Bookkeeper", code: BOOKKEEPER },
  { language: "en", title: "Software developer", code: SOFTWARE_DEVELOPER },
  { language: "en", title: "HGV driver", code: TRUCK_DRIVER },
  { language: "en", title: "Bus driver", code: BUS_DRIVER },
  { language: "en", title: "Chef", code: HEAD_COOK, alsoRight: [COOK] },
  { language: "en", title: "Waitress", code: WAITER },
  { language: "en", title: "Electrician", code: ELECTRICIAN },
  { language: "en", title: "Plumber", code: PLUMBER },
  { language: "en", title: "Joiner", code: CARPENTER, alsoRight: [CABINETMAKER] },
  { language: "en", title: "Solicitor", code: LAWYER },
  { language: "en", title: "GP", code: FAMILY_DOCTOR },
  { language: "en", title: "Pharmacist", code: PHARMACIST },
  { language: "en", title: "Primary school teacher", code: PRIMARY_TEACHER },
  { language: "en", title: "Hairdresser", code: HAIRDRESSER },
  { language: "en", title: "Cleaner", ...CLEANER_CODES },
  { language: "en", title: "Police officer", code: POLICE },
  { language: "en", title: "Car mechanic", code: CAR_MECHANIC },
  { language: "en", title: "Midwife", ...MIDWIFE_CODES },
  { language: "en", title: "Physiotherapist", code: PHYSIOTHERAPIST },
  { language: "en", title: "Payroll administrator", code: "43-3051.00" },
  { language: "en", title: "Estate agent", code: "41-9022.00" },
  { language: "en", title: "Warehouse operative", code: WAREHOUSE },
  { language: "en", title: "Postman", code: POSTMAN },
  { language: "en", title: "Care worker", code: PERSONAL_CARE_AIDE, alsoRight: [HOME_HEALTH_AIDE] },
  { language: "en", title: "Teaching assistant", code: "25-9042.00" },
];
