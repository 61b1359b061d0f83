/**
 * Declarative descriptions of XML documents, mirroring an XML Schema: which child elements an
 * element has, in which order, which are optional, which repeat, and what type a text value
 * has. One description drives both directions of the codec (read-shape.ts, write-xml.ts), so the
 * element order and the cardinalities live in one place per document.
 *
 * `Shape<T>` is checked against the TypeScript type `T` (the generated OpenAPI types), so a
 * description cannot forget a property, mark a required one optional, or give a number a text
 * shape. Object key order is the XSD element order: JavaScript keeps string keys in insertion order.
 */

/** A text value: `string` as is, `integer` (xsd:int/long) and `boolean` (xsd:boolean) converted. */
export type LeafShape = "string" | "integer" | "boolean";

/** A text value restricted to a set of strings (an xsd:enumeration). */
export interface EnumShape<V extends string> {
  readonly oneOf: readonly V[];
}

/** The shape of an element that holds text, seen without its type parameter. */
export type TextShape = LeafShape | { readonly oneOf: readonly string[] };

/** What a value of `shape` is, for the messages of the reader and the writer: "an integer", "one of A, B". */
export const describeText = (shape: TextShape): string =>
  typeof shape === "string"
    ? { string: "a string", integer: "an integer", boolean: "true or false" }[shape]
    : `one of ${shape.oneOf.join(", ")}`;

/**
 * A wrapped list: the element holds `min`..n child elements named `list`, each of shape `of`.
 * `<NameServers><NameServer>a</NameServer></NameServers>` is `{ list: "NameServer", of: "string", min: 1 }`
 * and always decodes to an array, even with a single item.
 */
export interface ListShape<I> {
  readonly list: string;
  readonly of: Shape<I>;
  /** Fewest items allowed (0 or 1); default 0. */
  readonly min?: 0 | 1;
}

/** An element with child elements, in the order the keys are listed. */
export interface ElementShape<T> {
  readonly element: { readonly [K in keyof T]-?: FieldShape<T, K> };
}

/** A child element that may be absent (minOccurs="0"). */
export interface OptionalShape<S> {
  readonly optional: S;
}

// biome-ignore lint/complexity/noBannedTypes: `{}` is how TypeScript tells optional keys apart.
type IsOptional<T, K extends keyof T> = {} extends Pick<T, K> ? true : false;

/** The shape of property `K` of `T`: wrapped in `{ optional }` exactly when `K` is optional. */
export type FieldShape<T, K extends keyof T> =
  IsOptional<T, K> extends true ? OptionalShape<Shape<Exclude<T[K], undefined>>> : Shape<T[K]>;

/** The XML shape that maps to the TypeScript type `T`. */
export type Shape<T> = [T] extends [boolean]
  ? "boolean"
  : [T] extends [number]
    ? "integer"
    : [T] extends [string]
      ? string extends T
        ? "string"
        : EnumShape<T & string>
      : [T] extends [ReadonlyArray<infer I>]
        ? ListShape<I>
        : [T] extends [object]
          ? ElementShape<T>
          : never;

/** A whole document: its root element, the root's namespace (if any) and the root's shape. */
export interface XmlDocument<T> {
  readonly root: string;
  /** Default namespace of the root element; undefined for documents in no namespace. */
  readonly namespace: string | undefined;
  readonly shape: Shape<T>;
}

/** Any shape, seen without its type parameter: what the decoder and encoder walk at run time. */
export type AnyShape =
  | TextShape
  | { readonly list: string; readonly of: AnyShape; readonly min?: 0 | 1 }
  | { readonly element: Readonly<Record<string, AnyShape | { readonly optional: AnyShape }>> };
