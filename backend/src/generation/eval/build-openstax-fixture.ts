import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { convertModule, parseCollection, selectSections, toFixtureSection } from './openstax-cnxml.js';

/**
 * Builds a fixtures/openstax/<book>.json from an OpenStax book repository (github.com/openstax/osbooks-*),
 * read either from a git directory at a commit or from a checkout:
 *
 *   npx tsc -p backend/scripts/tsconfig.eval-notes.json
 *   node backend/dist/eval-notes/generation/eval/build-openstax-fixture.js \
 *     --git <clone>/.git --commit <sha> --repo openstax/osbooks-introduction-sociology \
 *     --out fixtures/openstax/introduction-sociology-3e.json [--count 40] [--min-glossary 2] [--book "Title"]
 *
 * (`--dir <checkout>` instead of --git/--commit reads the files from a work tree.)
 */

function main(): void {
  const { values } = parseArgs({
    options: {
      git: { type: 'string' },
      commit: { type: 'string' },
      dir: { type: 'string' },
      repo: { type: 'string' },
      out: { type: 'string' },
      count: { type: 'string', default: '40' },
      'min-glossary': { type: 'string', default: '2' },
      book: { type: 'string' },
      collection: { type: 'string' },
    },
  });
  if (!values.repo || !values.out || !(values.dir || (values.git && values.commit))) {
    throw new Error('usage: --repo owner/name --out file.json (--git <git dir> --commit <sha> | --dir <checkout>) [--count 40] [--min-glossary 2]');
  }
  const { git, commit, dir } = values;
  const read = (path: string): string =>
    git && commit ? execFileSync('git', ['-C', git, 'show', `${commit}:${path}`], { encoding: 'utf8', maxBuffer: 64 << 20 }) : readFileSync(join(dir ?? '.', path), 'utf8');
  const collections =
    values.collection !== undefined
      ? [values.collection]
      : (git && commit
          ? execFileSync('git', ['-C', git, 'ls-tree', '--name-only', `${commit}`, 'collections/'], { encoding: 'utf8' }).split('\n')
          : readdirSync(join(dir ?? '.', 'collections')).map((f) => `collections/${f}`)
        ).filter((f) => f.endsWith('.collection.xml'));
  const [collectionPath] = collections;
  if (collections.length !== 1 || !collectionPath) throw new Error(`expected one collection, found ${collections.join(', ') || 'none'}; pass --collection`);
  const collection = parseCollection(read(collectionPath));
  const book = values.book ?? collection.title;
  const candidates = collection.chapters.flatMap((chapter) =>
    chapter.modules.map((id) => ({ chapter: chapter.title, module: convertModule(read(`modules/${id}/index.cnxml`), id) })),
  );
  const chosen = selectSections(candidates, { count: Number(values.count), minGlossary: Number(values['min-glossary']) });
  const sections = chosen.map((c) => toFixtureSection(book, c.chapter, c.module, values.repo ?? ''));
  const json = `${JSON.stringify(sections, null, 2)}\n`;
  writeFileSync(values.out, json);
  const terms = sections.reduce((n, s) => n + s.glossary.length, 0);
  const questions = sections.reduce((n, s) => n + s.questions.length, 0);
  console.log(
    `${book}: ${sections.length} sections from ${new Set(sections.map((s) => s.chapter)).size} of ${collection.chapters.length} chapters ` +
      `(${candidates.length} modules), ${terms} glossary terms, ${questions} questions, ${(json.length / 1024).toFixed(0)} KB → ${values.out}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
