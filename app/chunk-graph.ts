/** The chunks of a build as a graph: each chunk by its file, and the files a set of chunks loads with them. */
export function chunkGraph<Chunk extends { fileName: string; imports: string[] }>(chunks: Chunk[]) {
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
  return { byFile, closure };
}
