// The bank's wire shapes, named for the screens (decision 0018; owners: contract/src/quizzes/bank*, flags*, interchange*).
export { questionDifficulties as difficulties, questionStatuses as bankStatuses, questionSources, flagStatuses } from '@league/contract';
export type {
  BankCategoryDto,
  BankQuestionDto,
  DrawRuleDto,
  FlagStatus,
  ImportQuestionsResultDto,
  QuestionCheckDto,
  QuestionDifficulty,
  QuestionFlagDto,
  QuestionSource,
  QuestionStatus,
  RegradeChangeDto,
  RegradeResultDto,
  SkippedImportDto,
  UpdateBankQuestionInput,
} from '@league/contract';
