export { detectFormat, parseQuestionFile } from './detect-format.js';
export { checkFileSize, checkMediaSize, checkQuestionCount, maxFileBytes, maxMediaBytes, maxQuestionsPerFile, maxUploadBytes, maxXmlNesting } from './limits.js';
export { parseGift } from './parse-gift.js';
export { parseMoodleXml } from './parse-moodle-xml.js';
export {
  InterchangeFormatError,
  type InterchangeFormat,
  type InterchangeQuestion,
  type ImportWarning,
  type InterchangeQuestionType,
  type ParseResult,
  type SkippedQuestion,
} from './question-model.js';
export { writeGift } from './write-gift.js';
export { writeMoodleXml } from './write-moodle-xml.js';
