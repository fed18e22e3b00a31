/**
 * The energy sources O*NET's energy specialisations are named for ("Wind Energy Development
 * Managers", "Biofuels Processing Technicians"). The ranking gives such a specialisation its full
 * score only when the title names its source (`energy-specialisations.ts`, ADR 007). "Methane" and
 * "landfill" were listed for the Methane/Landfill Gas occupations, which O*NET-SOC 2019 no longer
 * has: no occupation's title holds them any more, so they went.
 */
import type { TitleWordTable } from "./title-rule";

export const ENERGY_SOURCES: TitleWordTable = {
  why: "A specialisation named for an energy source lists its parent's generic titles; without the source in the title it drew those titles away from the large occupation.",
  words: [
    { word: "wind", example: "Wind Turbine Service Technician", code: "49-9081.00" },
    { word: "solar", example: "Solar Photovoltaic Installer", code: "47-2231.00" },
    { word: "geothermal", example: "Geothermal Technician", code: "49-9099.01" },
    { word: "hydroelectric", example: "Hydroelectric Plant Technician", code: "51-8013.04" },
    { word: "biofuels", example: "Biofuels Processing Technician", code: "51-8099.01" },
    { word: "biodiesel", example: "Biodiesel Technology Development Manager", code: "11-9041.01" },
    { word: "biomass", example: "Biomass Plant Technician", code: "51-8013.03" },
    { word: "fuel", example: "Fuel Cell Engineer", code: "17-2141.01" },
  ],
};
