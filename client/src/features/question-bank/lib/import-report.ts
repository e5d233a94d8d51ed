import axios from 'axios';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/pluralize';
import { maxQuestionFileUploadBytes, questionFileTooLargeSentence, type ImportCategoryDto, type ImportNearDuplicateDto, type ImportWarningDto } from '@league/contract';
import type { ImportQuestionsResultDto, SkippedImportDto } from '@/api/question-bank/bank-types';

/** The server's upload limit and its sentence, checked first so a large file is not sent for nothing. */
export const maxImportBytes = maxQuestionFileUploadBytes;
export const maxImportSentence = questionFileTooLargeSentence;

export function importSummary(report: ImportQuestionsResultDto): string {
  const imported = `Imported ${pluralize(report.imported, 'question')} into the review queue`;
  return report.skipped.length ? `${imported}; ${report.skipped.length} skipped` : imported;
}

/** "Question 4, “Bonus” (essay): …": the file's own numbering (from 1), its title and type, then why. */
export function describeSkipped(skipped: SkippedImportDto): string {
  const title = skipped.title?.trim() ? `, “${skipped.title.trim()}”` : '';
  const type = skipped.type ? ` (${skipped.type.replace(/_/g, ' ')})` : '';
  return `Question ${skipped.index}${title}${type}: ${skipped.reason}`;
}

/** A refused file: the server's sentence names the line or question; nothing was written. */
export function importFailureText(error: unknown): string {
  const reason = apiErrorMessage(error);
  if (reason) return `The file was not imported: ${reason} Nothing was added to the bank.`;
  if (axios.isAxiosError(error) && error.response?.status === 413) return maxImportSentence;
  return 'The file could not be sent. Please check your connection and try again.';
}

/** What an import of the previewed file would do. */
export function previewSummary(report: ImportQuestionsResultDto): string {
  const can = `${pluralize(report.imported, 'question')} can be imported`;
  return report.skipped.length ? `${can}; ${report.skipped.length} will be skipped` : can;
}

/** "Question 3, “Five”: 92% similar to bank question #41: “…”": the check's own sentence after the file's numbering. */
export function describeNearDuplicate(d: ImportNearDuplicateDto): string {
  const title = d.title?.trim() ? `, “${d.title.trim()}”` : '';
  return `Question ${d.index}${title}: ${d.reason}`;
}

/** "Question 2, “Signal”: Imported with …": what changed on the way in, after the file's numbering. */
export function describeWarning(w: ImportWarningDto): string {
  const title = w.title?.trim() ? `, “${w.title.trim()}”` : '';
  return `Question ${w.index}${title}: ${w.message}`;
}

export interface CategoryChoice {
  value: string;
  label: string;
}

/** Where a file's category may go: the file's own name as a new category, or any bank category. */
export function categoryChoices(mapping: ImportCategoryDto, bankCategories: string[]): CategoryChoice[] {
  const existing = bankCategories.map((c) => ({ value: c, label: `${c} (already in the bank)` }));
  const inBank = bankCategories.some((c) => c === mapping.file_category);
  return inBank ? existing : [{ value: mapping.file_category, label: `New category “${mapping.file_category}”` }, ...existing];
}

/** The admin's choices, starting from the server's proposal. */
export function proposedMap(mapping: ImportCategoryDto[]): Record<string, string> {
  return Object.fromEntries(mapping.map((m) => [m.file_category, m.bank_category]));
}
