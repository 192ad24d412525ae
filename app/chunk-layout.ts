import { fileURLToPath } from 'node:url';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build, type Plugin } from 'vite';
import { chunkGraph, languages } from './chunk-graph.ts';
import { firstPages } from './route-preloads.ts';

/**
 * Set while the layout below surveys the build: that build chunks as the bundler does on its own.
 * vite.config.ts leaves out, while it is set, what only the real build needs (the service worker, this survey).
 */
export const surveyingChunks = process.env.JUMPERS_CHUNK_SURVEY === '1';

/**
 * Left to itself, the bundler makes one chunk of the modules that the same set of lazily loaded modules import: every
 * dialog, sheet and form that a page loads later gives the modules it shares with the page a chunk of their own.
 * A first visit to Explore took 28 files beside the entry's, most under 2 KB. On HTTP/1.1 a browser fetches six at
 * a time, and every round trip of a phone's line delays the page's first jobs.
 *
 * So the modules are grouped by the first pages (route-preloads.ts) that load them: what Explore alone loads on its
 * first visit goes into one chunk, whatever dialog shares it later; what every page of the jumper area loads goes
 * into one other. A group smaller than `smallestGroupBytes` joins the group of fewest pages among those loaded by
 * all of its pages and more: those other pages download a little they do not use, in one request less, but never
 * more than `mostUnusedBytes` in all. Nor does a dialog or sheet opened later download more than that of modules
 * it does not use: the modules it needs leave such a group for one of their own beside it, which the page loads too.
 * What the entry asks for (the toasts, the service worker's registration) can come on any page, a public one as well,
 * where a group would bring the groups its modules import: it takes nothing from a group it does not use whole.
 *
 * A page's texts are grouped likewise, each language apart, since a visit loads the texts of its language alone: a
 * first visit to the profile in German took 21 files of texts (each component's words, each feature's catalog), now 3.
 *
 * Which modules a page loads is known only once the bundler has left out the unused (the app imports ui's components
 * through one index): a first build, kept in memory, surveys it. Modules of the entry and modules no first page loads
 * (a dialog's own) are left as the bundler chunks them. Sizes are of the code before minification, without comments.
 */
export function firstPageChunks({
  smallestGroupBytes,
  mostUnusedBytes,
}: {
  smallestGroupBytes: number;
  mostUnusedBytes: number;
}) {
  let groupOf = new Map<string, string>();

  const plugin: Plugin = {
    name: 'first-page-chunks',
    apply: 'build',
    async buildStart() {
      if (surveyingChunks) return;
      process.env.JUMPERS_CHUNK_SURVEY = '1';
      try {
        const survey = (await build({
          configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
          logLevel: 'silent',
          build: { write: false, sourcemap: false, minify: false },
        })) as RolldownOutput;
        groupOf = layout(survey.output.filter((output): output is OutputChunk => output.type === 'chunk'));
      } finally {
        delete process.env.JUMPERS_CHUNK_SURVEY;
      }
    },
  };

  function layout(chunks: OutputChunk[]) {
    const { byFile, closure, texts } = chunkGraph(chunks);
    const modulesOf = (files: Iterable<string>) => [...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []);
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('The survey of the build found no entry chunk.');
    const loadedByEntry = new Set(modulesOf(closure([entry.fileName])));
    // Without the bundler's comment lines: one names a module by its path from the build's folder, so the sizes, and
    // with them the layout, would differ from one checkout's folder to another's.
    const sizeOf = new Map(
      chunks.flatMap((chunk) =>
        Object.entries(chunk.modules).map(([id, module]) => [
          id,
          (module.code ?? '').replace(/^\/\/.*\n/gm, '').length,
        ]),
      ),
    );

    const isText = (id: string) => /[\\/]locales[\\/]/.test(id);
    // A page's texts in each language count as a page of their own: they load in the visitor's language alone.
    const pagesOf = new Map<string, string[]>();
    const loadedBy = (page: string, ids: Iterable<string>) => {
      for (const id of ids) {
        if (loadedByEntry.has(id)) continue;
        pagesOf.set(id, [...(pagesOf.get(id) ?? []), page]);
      }
    };
    for (const { path, modules } of firstPages) {
      const roots = modules.map((module) => {
        const id = fileURLToPath(new URL(module, import.meta.url));
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) throw new Error(`${module}, listed for ${path}, is in no chunk of the build.`);
        return chunk.fileName;
      });
      loadedBy(
        path,
        modulesOf(closure(roots)).filter((id) => !isText(id)),
      );
      const code = closure(roots, closure([entry.fileName]));
      for (const language of languages) loadedBy(`${path} ${language}`, modulesOf(texts(code, language)));
    }
    const groups = new Map<string, { pages: Set<string>; modules: string[]; bytes: number }>();
    // The bundler lists its chunks in an order that differs from one checkout's folder to another's: the layout
    // goes by the modules' names, so that each checkout builds the same files.
    for (const [id, pages] of [...pagesOf].sort(([a], [b]) => a.localeCompare(b))) {
      const key = pages.join(' ');
      const group = groups.get(key) ?? { pages: new Set(pages), modules: [], bytes: 0 };
      group.modules.push(id);
      group.bytes += sizeOf.get(id) ?? 0;
      groups.set(key, group);
    }
    // The smallest first, so that a group grown by others is weighed with them.
    const unusedBytes = new Map<string, number>();
    for (const [key, group] of [...groups].sort(
      ([keyA, a], [keyB, b]) => a.bytes - b.bytes || keyA.localeCompare(keyB),
    )) {
      if (group.bytes >= smallestGroupBytes) continue;
      const wider = [...groups.values()]
        .filter(
          (other) => other.pages.size > group.pages.size && [...group.pages].every((page) => other.pages.has(page)),
        )
        .filter((other) =>
          [...other.pages].every(
            (page) => group.pages.has(page) || (unusedBytes.get(page) ?? 0) + group.bytes <= mostUnusedBytes,
          ),
        )
        .sort((a, b) => a.pages.size - b.pages.size || b.bytes - a.bytes)[0];
      if (!wider) continue;
      for (const page of wider.pages)
        if (!group.pages.has(page)) unusedBytes.set(page, (unusedBytes.get(page) ?? 0) + group.bytes);
      wider.modules.push(...group.modules);
      wider.bytes += group.bytes;
      groups.delete(key);
    }

    // What a page loads later (a dialog, a sheet) needs beyond what is loaded wherever it is asked for. Where that
    // would download a group mostly of other modules, those it needs leave the group, for one beside it. (A
    // module that a first page loads itself, such as a route's data request, is the page's.)
    const later = chunks
      .filter(
        (chunk): chunk is OutputChunk & { facadeModuleId: string } =>
          chunk.isDynamicEntry && chunk.facadeModuleId !== null && !pagesOf.has(chunk.facadeModuleId),
      )
      .sort((a, b) => a.facadeModuleId.localeCompare(b.facadeModuleId));
    for (const chunk of later) {
      const askers = chunks.filter((candidate) => candidate.dynamicImports.includes(chunk.fileName));
      if (askers.length === 0) continue;
      const available = askers
        .map((asker) => {
          const loaded = closure([asker.fileName]);
          return new Set([
            ...modulesOf(loaded),
            ...languages.flatMap((language) => modulesOf(texts(loaded, language))),
          ]);
        })
        .reduce((common, modules) => new Set([...common].filter((id) => modules.has(id))));
      const needed = new Set(
        [
          ...modulesOf(closure([chunk.fileName])),
          ...languages.flatMap((language) => modulesOf(texts([chunk.fileName], language))),
        ].filter((id) => !available.has(id)),
      );
      // What the entry asks for can come on any page, a public one too, where a group would bring the other groups
      // its modules import with it: it takes nothing from a group it does not use whole.
      const unusedAllowed = askers.some((asker) => asker.isEntry) ? 0 : mostUnusedBytes;
      for (const [key, group] of [...groups]) {
        const used = group.modules.filter((id) => needed.has(id));
        const usedBytes = used.reduce((sum, id) => sum + (sizeOf.get(id) ?? 0), 0);
        if (used.length === 0 || group.bytes - usedBytes <= unusedAllowed) continue;
        group.modules = group.modules.filter((id) => !needed.has(id));
        group.bytes -= usedBytes;
        // They stay together, in a group of their own that the same pages load.
        const apartKey = `${key}, apart for ${chunk.facadeModuleId}`;
        const apart = groups.get(apartKey) ?? { pages: group.pages, modules: [], bytes: 0 };
        apart.modules.push(...used);
        apart.bytes += usedBytes;
        groups.set(apartKey, apart);
      }
    }

    const names = new Map<string, string>();
    [...groups.values()].forEach((group, index) => {
      for (const id of group.modules) names.set(id, `pages-${index}`);
    });
    return names;
  }

  /** The group of a module, for the bundler's `codeSplitting.groups`: null leaves it to the bundler. */
  const chunkName = (id: string) => groupOf.get(id) ?? null;

  return { plugin, chunkName };
}
