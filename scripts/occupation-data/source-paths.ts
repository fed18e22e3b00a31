import { join } from "node:path";
import { readTable, type Row } from "./parse-delimited";

/** Where each raw source sits inside the shared data folder (see its MANIFEST.md). */
export interface SourcePaths {
  onet: (name: string) => string;
  file: (relative: string) => string;
}

export function createSourcePaths(sourceDir: string): SourcePaths {
  return {
    onet: (name) => join(sourceDir, "onet_30_1_tsv", `${name}.txt`),
    file: (relative) => join(sourceDir, relative),
  };
}

export function readOnet(paths: SourcePaths, name: string): Row[] {
  return readTable({ path: paths.onet(name), delimiter: "\t", quoted: false });
}
