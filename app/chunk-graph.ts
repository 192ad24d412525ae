import linguiConfig from './lingui.config.ts';

/** The app's languages, each with its own catalogs. */
export const { locales: languages } = linguiConfig;

interface Chunk {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

/** The chunks of a build as a graph: each chunk by its file, and the files a set of chunks loads with them. */
export function chunkGraph<Built extends Chunk>(chunks: Built[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** `files` and every file they import, directly or not; `seen` counts as loaded already (and is added to). */
  const closure = (files: string[], seen = new Set<string>()) => {
    for (const file of files) {
      if (seen.has(file)) continue;
      seen.add(file);
      closure(byFile.get(file)?.imports ?? [], seen);
    }
    return seen;
  };
  /**
   * The texts in one language that these chunks ask for as they run, with what those import: each module with words
   * registers its catalog (src/i18n/messages.ts), and a page waits for them all before it shows.
   */
  const texts = (files: Iterable<string>, language: string) => {
    const catalog = new RegExp(`/locales/([\\w-]+/)?${language}\\.(po|ts)$`);
    const catalogs = [...files]
      .flatMap((file) => byFile.get(file)?.dynamicImports ?? [])
      .filter((file) => byFile.get(file)?.moduleIds.some((id) => catalog.test(id)));
    return closure(catalogs);
  };
  return { byFile, closure, texts };
}
