/**
 * The "Figures quoted on our guides" section of /data-sources: what the headline numbers on the
 * guides and the AI career pathways page are, and how they differ from our scoring data
 * (content-and-cms.md §9 marketing copy and country figures are kept, but never presented as
 * our measurement).
 */
export const quotedFigures = {
  id: "quoted-figures",
  heading: "Figures quoted on our guides",
  paragraphs: [
    "Our country guides and the AI career pathways page repeat some headline numbers that circulate widely in industry studies and news coverage: for example 150 million new AI jobs by 2027, a 35-50% salary premium for roles that need AI skills, and national estimates of how many jobs automation will affect. Wherever they appear, they are labelled as widely cited in industry and press reports.",
    "These are cited estimates, not our measurement. We did not produce them, they come from different reports with different methods and time frames, and we have not checked each one against a primary source. They play no part in anyone's score.",
    "The figure of 375 million on our How It Works page is the McKinsey Global Institute's 2017 estimate of how many workers worldwide may need to switch occupational categories by 2030.",
    "Scores, and the ILO exposure tables on the country guides, come only from the research and datasets listed above, each cited with its version and licence.",
  ],
} as const;
