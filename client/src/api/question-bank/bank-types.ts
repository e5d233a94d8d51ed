// The bank's wire shapes, named for the screens (decision 0018; owners: contract/src/quizzes/bank*, flags*, interchange*).
export { questionDifficulties as difficulties, questionStatuses as bankStatuses, questionSources, flagStatuses } from '@league/contract';
export type {
  BankCategoryDto,
  BankQuestionDto,
  DrawRuleDto as DrawRule,
  FlagStatus,
  ImportQuestionsResultDto as ImportReportDto,
  QuestionCheckDto as QuestionCheck,
  QuestionDifficulty as Difficulty,
  QuestionFlagDto,
  QuestionSource,
  QuestionStatus as BankStatus,
  RegradeChangeDto as RegradeChange,
  RegradeResultDto,
  SkippedImportDto as ImportSkipped,
  UpdateBankQuestionInput as BankQuestionInput,
} from '@league/contract';
