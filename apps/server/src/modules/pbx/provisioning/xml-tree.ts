/**
 * Tests only: reads an XML document back with saxes (a conformant, non-validating XML 1.0 parser, the
 * one jsdom uses), so a generated file that is not well formed fails the test that reads it.
 */
import { SaxesParser } from 'saxes';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser();
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  let failure: Error | undefined;
  parser.on('error', (err) => {
    failure ??= err;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([k, v]) => [k, String(v)])),
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (failure) throw failure;
  const [element] = root.children;
  if (!element || root.children.length !== 1) throw new Error('the document has no single root element');
  return element;
}

/** The child elements named `name`. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((c) => c.name === name);

/** The one child named `name`; throws when there is not exactly one. */
export function child(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name);
  if (found.length !== 1) throw new Error(`<${element.name}> has ${found.length} <${name}>`);
  return found[0] as XmlElement;
}
