import fs from 'node:fs';
import path from 'node:path';
import type { CatalogueFile } from './read';

/** The catalogue files of a folder (its `*.json`; notes beside them, such as a README, are not read). */
export function catalogueFilesIn(folder: string): CatalogueFile[] {
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, content: fs.readFileSync(path.join(folder, name)) }));
}
