import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { maxXmlNesting } from './limits.js';
import { InterchangeFormatError } from './question-model.js';
import { nestsDeeperThan } from './xml-nesting.js';

/*
 * Moodle never writes a DOCTYPE, and a DOCTYPE is the only way to declare entities, so
 * refusing it outright rules out external entities (XXE) and entity bombs (billion laughs)
 * before the parser sees the file. CDATA sections and comments may mention '<!DOCTYPE' as
 * text, so they are stepped over; one pass with indexOf keeps a 2 MB file cheap.
 */
function hasDoctype(xml: string): boolean {
  let from = 0;
  for (;;) {
    const at = xml.indexOf('<!', from);
    if (at === -1) return false;
    const skipTo = xml.startsWith('<![CDATA[', at) ? ']]>' : xml.startsWith('<!--', at) ? '-->' : null;
    if (skipTo) {
      const end = xml.indexOf(skipTo, at + 4);
      if (end === -1) return false; // unterminated: the validator reports where
      from = end + 3;
      continue;
    }
    if (/^(DOCTYPE|ENTITY)/i.test(xml.slice(at + 2, at + 9))) return true;
    from = at + 2;
  }
}

// With no DOCTYPE only the five XML entities and character references are left to decode;
// the library's own limits on declared entities stay on as a second line of defence.
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
  // Our own scan refuses deep files first, with a sentence; this is the library's backstop.
  maxNestedTags: maxXmlNesting * 2,
});

/** Parses XML into plain objects, or throws a sentence naming the line and column of the fault. */
export function parseXmlSafely(xml: string): Record<string, unknown> {
  if (hasDoctype(xml)) {
    throw new InterchangeFormatError(
      'This XML file declares a DOCTYPE or entities, which a Moodle question export never does; it was refused for safety.',
    );
  }
  if (nestsDeeperThan(xml, maxXmlNesting)) {
    throw new InterchangeFormatError(`The file nests tags deeper than ${maxXmlNesting} levels; a Moodle question export never does.`);
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const { line, col, msg } = valid.err;
    throw new InterchangeFormatError(`The XML file is broken at line ${line}, column ${col}: ${msg}`, { line, column: col });
  }
  try {
    return parser.parse(xml) as Record<string, unknown>;
  } catch (error) {
    // The validator passed, so this is a limit of the parser's: still the file's fault, a 400.
    throw new InterchangeFormatError(`The XML file could not be read: ${error instanceof Error ? error.message : String(error)}.`);
  }
}
