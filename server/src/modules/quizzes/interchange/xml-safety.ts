import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { InterchangeFormatError } from './question-model.js';

/*
 * Moodle never writes a DOCTYPE, and a DOCTYPE is the only way to declare entities, so
 * refusing it outright rules out external entities (XXE) and entity bombs (billion laughs)
 * before the parser sees the file. CDATA sections and comments may mention '<!DOCTYPE' as
 * text, so they are blanked out before looking.
 */
function hasDoctype(xml: string): boolean {
  const markup = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  return /<!(DOCTYPE|ENTITY)/i.test(markup);
}

// Only the five XML entities and character references remain, as no DOCTYPE can add more.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => name === 'question' || name === 'answer' || name === 'tag',
});

/** Parses XML into plain objects, or throws a sentence naming the line and column of the fault. */
export function parseXmlSafely(xml: string): Record<string, unknown> {
  if (hasDoctype(xml)) {
    throw new InterchangeFormatError(
      'This XML file declares a DOCTYPE or entities, which a Moodle question export never does; it was refused for safety.',
    );
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const { line, col, msg } = valid.err;
    throw new InterchangeFormatError(`The XML file is broken at line ${line}, column ${col}: ${msg}`, { line, column: col });
  }
  return parser.parse(xml) as Record<string, unknown>;
}
