import type { ImportCategoryDto, ImportNearDuplicateDto, ImportQuestionsInput, ImportQuestionsResultDto } from '@league/contract';
import type { LeagueContext } from '../../../lib/permissions.js';
import type { WorkerPool } from '../../../lib/worker-pool.js';
import { listBankTexts } from '../ai/ai.repository.js';
import { duplicateCheckOf } from '../ai/question-checks.js';
import { createImportedQuestions } from './import-media.js';
import { mapCategory } from './category-mapping.js';
import { listBankCategories } from './interchange.repository.js';
import type { ReadQuestion } from './read-import.js';
import { readImportJob, readImportOrThrow } from './read-import-worker.js';

/**
 * Reads a GIFT or Moodle XML file and writes its questions to the league's bank as drafts (the
 * review queue). A file that cannot be read is refused whole (InterchangeFormatError, a 400
 * naming the line or question); questions the bank cannot hold are skipped with a reason. Each
 * question gets the AI drafts' near-duplicate check, and the file's categories go to the bank's
 * own where their names or path ends match (decision 0052). A preview writes nothing. Reading the
 * file and the near-duplicate check run on the worker threads, the bank indexed once (decision
 * 0100), so a large file into a large bank never holds the request thread.
 */
export async function importQuestions(
  ctx: LeagueContext,
  workers: WorkerPool,
  file: { text: string; filename: string },
  input: ImportQuestionsInput,
): Promise<ImportQuestionsResultDto> {
  const [bankCategories, bankTexts] = await Promise.all([listBankCategories(ctx.db, ctx.leagueId), listBankTexts(ctx.db, ctx.leagueId)]);
  const bank = bankTexts.map((q) => ({ id: q.id, text: q.questionText }));
  const { read, skipped, warnings, duplicates } = readImportOrThrow(await workers.run(readImportJob, { file, input, bank }));
  const mapping = mapCategories(read, bankCategories, input.category_map);
  const nearDuplicates: ImportNearDuplicateDto[] = [];
  for (const [i, q] of read.entries()) {
    const category = q.row.category ?? '';
    q.row.category = mapping.find((m) => m.file_category === category)?.bank_category ?? category;
    const found = duplicates[i] ?? null;
    const check = duplicateCheckOf(found);
    q.row.checks = [{ name: check.name, passed: check.passed, reason: check.reason }];
    if (found) {
      nearDuplicates.push({
        index: q.index,
        ...(q.title ? { title: q.title } : {}),
        question_text: q.row.questionText,
        bank_question_id: found.match.id,
        bank_question_text: found.match.text,
        similarity_percent: Math.round(found.similarity * 100),
        reason: check.reason,
      });
    }
  }
  const rows = read.map((q) => q.row);
  const mediaStored = !input.preview && rows.length ? await createImportedQuestions(ctx.db, ctx.leagueId, read) : 0;
  return {
    preview: input.preview,
    imported: rows.length,
    skipped,
    warnings,
    categories: [...new Set(rows.map((r) => r.category ?? '').filter(Boolean))],
    category_mapping: mapping,
    bank_categories: bankCategories,
    near_duplicates: nearDuplicates,
    // A preview counts what an import would store.
    media_stored: input.preview ? read.reduce((n, q) => n + q.media.length, 0) : mediaStored,
  };
}

function mapCategories(read: ReadQuestion[], bankCategories: string[], chosen: Record<string, string> | undefined): ImportCategoryDto[] {
  const counts = new Map<string, number>();
  for (const q of read) if (q.row.category) counts.set(q.row.category, (counts.get(q.row.category) ?? 0) + 1);
  return [...counts].map(([category, questions]) => ({ ...mapCategory(category, bankCategories, chosen), questions }));
}
