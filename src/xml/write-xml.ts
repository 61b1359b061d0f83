/**
 * Writes a document tree (tree.ts) as XML text, the same in every runtime: the namespace
 * declared where it changes (on the root), text escaped by escapeText (`&`, `<`, `>` and a
 * carriage return, which would otherwise come back as a line feed), an element without children
 * as `<X/>`. Names come from the shapes, never from input; text was checked by build-shape.ts.
 * A few lines of string building serve every engine: neither fast-xml-parser's builder nor the
 * browser's XMLSerializer is needed, and the output cannot differ between them.
 */
import { isElement, isText, type XmlElement } from "./tree.ts";
import { escapeText } from "./xml-text.ts";

/** `element` as XML, without a declaration; `outer` is the namespace in scope around it. */
export function writeXml(element: XmlElement, outer: string | null = null): string {
  const { localName: name, namespaceURI: namespace, childNodes } = element;
  const declaration =
    namespace === outer ? "" : ` xmlns="${escapeText(namespace ?? "").replace(/"/g, "&quot;")}"`;
  if (childNodes.length === 0) return `<${name}${declaration}/>`;
  let content = "";
  for (const node of childNodes) {
    if (isElement(node)) content += writeXml(node, namespace);
    else if (isText(node)) content += escapeText(node.data);
  }
  return `<${name}${declaration}>${content}</${name}>`;
}
